import CatalogText

/// Checks a catalog for everything a store would reject or a user would regret.
///
/// ```swift
/// let catalog = CatalogLoader.load(path: "catalogs/pulse-fitness.json").catalog
/// let findings = catalog.map(Linter().lint) ?? []
/// ```
///
/// `CatalogLoader.Output.findings()` gives the reader's diagnostics and these together, in file order.
public struct Linter: Sendable {
    /// A linter with every rule on.
    public init() {}

    /// Every finding, in file order.
    ///
    /// A catalog of 256 products and paywalls or more is linted on two threads at once; the calling thread
    /// waits for both (`DispatchQueue.concurrentPerform`), so call it off the main actor for a large catalog.
    public func lint(_ catalog: ProductCatalog) -> [Diagnostic] {
        lint(catalog, inParallel: catalog.products.count + catalog.paywalls.count >= Self.parallelSize)
    }

    /// The rules, in the order they report: the product rules, then the paywall rules. Each part runs on its
    /// own context; their findings are joined in this order, as if one context had run them all.
    static let parts: [[@Sendable (inout LintContext) -> Void]] = [
        [ProductRules.check, PriceRules.check, SubscriptionRules.check, OfferRules.check, PlayRules.check],
        [PaywallRules.check, CopyRules.check],
    ]

    /// The size (products and paywalls) from which the parts run at once, on two threads: below it, starting
    /// a thread costs more than it saves. `catalog-bench load`'s files have thousands.
    static let parallelSize = 256

    /// Every finding, in file order, with the parts run one after the other or at once (`lint(_:)` picks by
    /// size; tests compare both). The findings are the same either way.
    func lint(_ catalog: ProductCatalog, inParallel: Bool) -> [Diagnostic] {
        let parts = Self.parts
        @Sendable func check(_ part: Int) -> LintContext {
            var context = LintContext(catalog: catalog)
            for rules in parts[part] { rules(&context) }
            return context
        }
        let contexts = inParallel ? concurrentParts(parts.count, check) : parts.indices.map(check)
        var context = LintContext(catalog: catalog)
        for part in contexts { context.append(part) }
        return context.diagnostics.sorted { ($0.line, $0.column, $0.rule.rawValue) < ($1.line, $1.column, $1.rule.rawValue) }
    }
}

/// The catalog being checked and the findings so far.
struct LintContext {
    let catalog: ProductCatalog
    private(set) var diagnostics: [Diagnostic] = []
    /// The rule, file, path and message of each finding so far (`key(of:)`).
    private var reported: Set<String> = []

    init(catalog: ProductCatalog) { self.catalog = catalog }

    /// Whether the catalog was read from Google Play's files, whose values findings name by Play's own
    /// fields where our format has none (`offerId`, `otherRegionsConfig`, `languageCode`).
    var isReadFromPlay: Bool { catalog.play != nil }

    /// Records a finding with its rule's default severity, unless reading already reported an error there
    /// (one problem, one message).
    /// With `character`, the finding points at that character of the string value at `path`; with
    /// `paywall`, it concerns that paywall's pages only, although its value is shared (`Diagnostic.paywallPath`).
    mutating func report(
        _ rule: Diagnostic.Rule, _ message: String, at path: String, character: (Int, in: String)? = nil, hint: String? = nil,
        concerning paywall: Paywall? = nil
    ) {
        if catalog.sourceMap.hasReaderError(at: path) { return }
        var diagnostic = catalog.sourceMap.diagnostic(rule.defaultSeverity, rule, message, at: path, character: character, hint: hint)
        // A value several products share (a Play subscription's listings, its productId, for each of its
        // base plans) is reported once.
        guard reported.insert(Self.key(of: diagnostic)).inserted else { return }
        // A paywall made in code may have no path: its finding then belongs where `path` says.
        diagnostic.paywallPath = paywall.flatMap { $0.path.isEmpty ? nil : $0.path }
        diagnostics.append(diagnostic)
    }

    /// What makes two findings one: the rule, file, path and message.
    private static func key(of diagnostic: Diagnostic) -> String {
        "\(diagnostic.rule.rawValue) \(diagnostic.file) \(diagnostic.path) \(diagnostic.message)"
    }

    /// Adds the findings of another context of the same catalog after these, as if its rules had run on
    /// this one: a finding reported here already is left out.
    mutating func append(_ other: LintContext) {
        for diagnostic in other.diagnostics where reported.insert(Self.key(of: diagnostic)).inserted {
            diagnostics.append(diagnostic)
        }
    }
}
