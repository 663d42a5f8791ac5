import CatalogText
import Foundation

/// Paywall copy (every locale's title, subtitle, features and calls to action): each text is an ICU
/// MessageFormat pattern that parses; uses the contract's variables (`CopyVariables.Name`), each as its
/// kind and with a value for the paywall's plan; shows offer variables only to customers who get the
/// offer; gives every plural category its language uses; and, in another language than the source's,
/// is translated, with the source's variables.
///
/// Findings point at the character of the pattern they are about (`SourceMap.location(ofCharacter:in:at:)`).
/// Paywalls inferred from `.storekit` files have no copy of their own (their titles are group names,
/// plain text) and are skipped.
enum CopyRules {
    static func check(_ context: inout LintContext) {
        for paywall in context.catalog.paywalls where !paywall.isInferred {
            check(paywall, &context)
        }
    }

    /// One pattern of a paywall's copy and where it is.
    struct Pattern {
        let locale: LocaleID
        let field: Paywall.Copy.Field
        let index: Int?
        let text: String
        /// The JSON path of the locale's copy: `paywalls[0].copy.de_DE`.
        let copyPath: String

        /// "title", "feature 2".
        var label: String { index.map { "feature \($0 + 1)" } ?? field.rawValue }
        /// The pattern's JSON path, `paywalls[0].copy.de_DE.features[1]`: built only for a finding.
        var path: String { copyPath + ".\(field.rawValue)" + (index.map { "[\($0)]" } ?? "") }
    }

    /// A pattern's place in a locale's copy, the same in every locale: its field, and a feature's index.
    struct Slot: Hashable {
        let field: Paywall.Copy.Field
        let index: Int?
    }

    /// The variables the paywall's plan has in each storefront a copy is shown in.
    struct PlanValues {
        /// In each storefront showing the copy: the plan the copy speaks of there, and its variables.
        let storefronts: [(region: Region, plan: Product, names: Set<CopyVariables.Name>)]
        let highlight: String?
        let firstPlan: String?
        /// Whether a subscription of the paywall has no period it could read (reported where it is
        /// written): the variables of periods and savings are unknown then, not missing.
        var periodUnread = false

        /// How a finding names the plan: pages use the highlighted plan, else the first; customers who get
        /// the offer read about the plan whose offer is shown (`CopyVariables.plan(among:…)`).
        func role(of plan: Product) -> String {
            if plan.id == highlight { return "the highlighted plan" }
            if plan.id == firstPlan, highlight == nil { return "the paywall's first plan" }
            return "the plan whose offer is shown"
        }
    }

    static func check(_ paywall: Paywall, _ context: inout LintContext) {
        let catalog = context.catalog
        let products = paywall.productIDs.compactMap(catalog.product(withID:))
        let highlight = products.contains { $0.id == paywall.highlight } ? paywall.highlight : nil
        let source = catalog.sourceLocale.bestMatch(among: paywall.copy.keys, source: catalog.sourceLocale).flatMap {
            $0.isFallback ? nil : $0.locale
        }
        // Once per paywall: the storefronts showing each copy, and the plan's variables in each storefront.
        let shown = storefronts(of: paywall, products: products, catalog)
        var names: [String: Set<CopyVariables.Name>] = [:]
        let periodUnread = products.contains { [.autoRenewable, .nonRenewing].contains($0.type) && $0.period == nil }
        /// The variables of the plan copy speaks of in each storefront, for customers with or without the offer.
        func planValues(_ regions: [Region], isEligible: Bool) -> PlanValues? {
            var found: [(region: Region, plan: Product, names: Set<CopyVariables.Name>)] = []
            for region in regions {
                guard
                    let plan = CopyVariables.plan(among: products, highlight: paywall.highlight, storefront: region, isEligible: isEligible)
                else { return nil }
                let key = plan.id + "\u{1F}" + region.code
                if names[key] == nil {
                    let reference = Product.savingsReference(among: products, in: region)
                    names[key] = CopyVariables.names(for: plan, storefront: region, reference: reference)
                }
                found.append((region, plan, names[key] ?? []))
            }
            var values = PlanValues(storefronts: found, highlight: highlight, firstPlan: products.first?.id)
            values.periodUnread = periodUnread
            return values
        }
        // The variables of each source text (by its place in the copy), read once for all the locales that translate it.
        var sourceVariables: [Slot: SourceVariables] = [:]
        for (locale, copy) in paywall.copy.sorted(by: { $0.key < $1.key }) {
            let regions = shown[locale] ?? [storefront(for: locale, products: products, catalog)]
            let values = planValues(regions, isEligible: false)
            let eligibleValues = planValues(regions, isEligible: true)
            let sourceCopy = source.flatMap { $0 == locale ? nil : paywall.copy[$0] }
            let copyPath = NodeReader.join("\(paywall.path).copy", locale.identifier)
            let isTranslation = source.map { $0.language != locale.language } ?? false
            for (field, index, text) in copy.patterns {
                let pattern = Pattern(locale: locale, field: field, index: index, text: text, copyPath: copyPath)
                let sourceText = sourceCopy.flatMap { counterpart(of: pattern, in: $0) }
                var check = PatternCheck(pattern: pattern, values: values, eligibleValues: eligibleValues)
                check.run(&context)
                if let source, let sourceText, check.isComparable {
                    let slot = Slot(field: field, index: index)
                    let variables = sourceVariables[slot] ?? SourceVariables(sourceText, locale: source)
                    sourceVariables[slot] = variables
                    compareVariables(check, with: variables, source: source, &context)
                }
                if let source, let sourceText, isTranslation, !copy.sameAsSource.contains(field), sourceText == text,
                    hasWords(text, besides: catalog.name)
                {
                    context.report(
                        .copyUntranslated,
                        "the \(locale) \(pattern.label) is the \(source) copy's, untranslated: \"\(text)\"", at: pattern.path,
                        hint: "translate it; if it is meant to read the same, add \"sameAsSource\": [\"\(field.rawValue)\"] to this copy")
                }
            }
        }
    }

    /// The storefronts of the pages that show each locale's copy, in page order (one look-up per page).
    static func storefronts(of paywall: Paywall, products: [Product], _ catalog: ProductCatalog) -> [LocaleID: [Region]] {
        var result: [LocaleID: [Region]] = [:]
        var seen = Set<LocaleID>()
        for page in paywall.locales where seen.insert(page).inserted {
            guard let copy = page.bestMatch(among: paywall.copy.keys, source: catalog.sourceLocale)?.locale else { continue }
            let region = storefront(for: page, products: products, catalog)
            if !(result[copy]?.contains(region) ?? false) { result[copy, default: []].append(region) }
        }
        return result
    }

    /// A page's storefront as the preview chooses it: the locale's own region when every plan has a
    /// price there, else the catalog's default.
    static func storefront(for page: LocaleID, products: [Product], _ catalog: ProductCatalog) -> Region {
        if let code = page.region ?? page.maximized.region, let region = try? Region(code), !products.isEmpty,
            products.allSatisfy({ $0.prices[region] != nil })
        {
            return region
        }
        return catalog.defaultStorefront
    }

    /// The same field (and feature) in another locale's copy.
    static func counterpart(of pattern: Pattern, in copy: Paywall.Copy) -> String? {
        switch pattern.field {
        case .title: copy.title
        case .subtitle: copy.subtitle
        case .features: pattern.index.flatMap { copy.features.indices.contains($0) ? copy.features[$0] : nil }
        case .callToAction: copy.callToAction
        case .callToActionWithoutOffer: copy.callToActionWithoutOffer
        }
    }

    /// The argument names of a source locale's text, when it parses and names only copy variables; else
    /// `names` is nil, as such a text is reported at the source.
    struct SourceVariables {
        let names: [String]?

        init(_ text: String, locale: LocaleID) {
            let names = try? MessageFormat(text, locale: locale).argumentNames
            self.names = names.flatMap { $0.allSatisfy { CopyVariables.Name(rawValue: $0) != nil } ? $0 : nil }
        }
    }

    /// A translation uses the variables of the source locale's copy of the same field, no more, no fewer.
    static func compareVariables(
        _ check: PatternCheck, with sourceVariables: SourceVariables, source: LocaleID, _ context: inout LintContext
    ) {
        guard let names = check.names, let sourceNames = sourceVariables.names else { return }
        let missing = sourceNames.filter { !names.contains($0) }
        let extra = names.filter { !sourceNames.contains($0) }
        guard !missing.isEmpty || !extra.isEmpty else { return }
        let pattern = check.pattern
        let parts = [
            missing.isEmpty ? nil : "without \(missing.map { "{\($0)}" }.joined(separator: ", "))",
            extra.isEmpty ? nil : "with \(extra.map { "{\($0)}" }.joined(separator: ", ")) in addition",
        ].compactMap(\.self)
        context.report(
            .copyVariablesDiffer,
            "the \(pattern.locale) \(pattern.label) has other variables than the \(source) one: \(parts.joined(separator: " and "))",
            at: pattern.path,
            hint: sourceNames.isEmpty
                ? "the \(source) text uses no variables"
                : "use the same as \(source): \(sourceNames.map { "{\($0)}" }.joined(separator: ", "))")
    }

    /// Whether the pattern has words of its own: letters outside argument names, types and case
    /// keywords (the text of plural and select cases counts), once the app's name is removed.
    static func hasWords(_ pattern: String, besides appName: String) -> Bool {
        let text = appName.isEmpty ? pattern : pattern.replacingOccurrences(of: appName, with: " ")
        var inArgument: [Bool] = [false]
        for character in text {
            switch character {
            case "{": inArgument.append(!(inArgument.last ?? false))
            case "}": if inArgument.count > 1 { inArgument.removeLast() }
            default: if character.isLetter, inArgument.last == false { return true }
            }
        }
        return false
    }
}
