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
    public func lint(_ catalog: ProductCatalog) -> [Diagnostic] {
        var context = LintContext(catalog: catalog)
        ProductRules.check(&context)
        PriceRules.check(&context)
        SubscriptionRules.check(&context)
        OfferRules.check(&context)
        PlayRules.check(&context)
        PaywallRules.check(&context)
        CopyRules.check(&context)
        return context.diagnostics.sorted { ($0.line, $0.column, $0.rule.rawValue) < ($1.line, $1.column, $1.rule.rawValue) }
    }
}

/// The catalog being checked and the findings so far.
struct LintContext {
    let catalog: ProductCatalog
    private(set) var diagnostics: [Diagnostic] = []

    init(catalog: ProductCatalog) { self.catalog = catalog }

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
        // A paywall made in code may have no path: its finding then belongs where `path` says.
        diagnostic.paywallPath = paywall.flatMap { $0.path.isEmpty ? nil : $0.path }
        diagnostics.append(diagnostic)
    }
}
