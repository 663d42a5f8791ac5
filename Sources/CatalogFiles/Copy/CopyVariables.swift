import CatalogText

/// The values a paywall's copy can use, for one plan on one locale and storefront, for customers who get
/// the introductory offer or for those who do not.
///
/// Copy (a paywall's title, subtitle, features and calls to action) is an ICU MessageFormat pattern;
/// these are its arguments, written by the same formatters as the plan cards of a preview. A variable
/// without a value for the plan (`trialDays` without a free trial, `saving` without a shorter plan to
/// compare with, `offer` for customers who get no offer) is absent.
///
/// A paywall's copy takes the variables of its highlighted plan, else its first; for customers who get
/// the introductory offer, those of the plan whose offer the page shows (the highlighted plan if it has
/// an offer, else the first plan that has one). `messageValues` passes them to `MessageFormat`.
///
/// ```swift
/// let variables = try CopyVariables(
///     plan: monthly, storefront: Region("US"), isEligible: true,
///     formatters: CopyVariables.Formatters(locale: LocaleID("en_US")))
/// variables.text(.trialDuration)   // "1 week"
/// variables.text(.pricePerPeriod)  // "$9.99 per month"
/// variables.number(.trialDays)     // 7
/// ```
public struct CopyVariables: Sendable, Hashable {
    /// The text and select values (`eligible` is "yes" or "no").
    private let texts: [Name: String]
    /// The number values.
    private let numbers: [Name: Int]

    /// The locale the values are written in.
    public let locale: LocaleID

    /// The variables of `plan` in `storefront`.
    /// - Parameters:
    ///   - plan: The product the copy speaks of (a paywall's highlighted plan, else its first).
    ///   - storefront: Where its prices come from.
    ///   - reference: The plan savings are stated against (the paywall's monthly plan, else its shortest).
    ///   - productName: The plan's display name in the page's language; nil for none.
    ///   - appName: The app's name; nil for none.
    ///   - isEligible: Whether the customer gets the introductory offer.
    ///   - formatters: The locale's formatters.
    /// - Throws: `ICUError` or `PhraseError` when a value cannot be written.
    public init(
        plan: Product, storefront: Region, reference: Product? = nil, productName: String? = nil, appName: String? = nil,
        isEligible: Bool, formatters: Formatters
    ) throws {
        let facts = Facts(plan: plan, storefront: storefront, reference: reference, isEligible: isEligible)
        var texts: [Name: String] = [:]
        var numbers: [Name: Int] = [:]
        for name in facts.names {
            switch name.kind {
            case .number: numbers[name] = facts.number(name)
            case .text, .select: texts[name] = try facts.text(name, productName: productName, appName: appName, formatters)
            }
        }
        if let productName, !productName.isEmpty { texts[.productName] = productName }
        if let appName, !appName.isEmpty { texts[.appName] = appName }
        self.texts = texts
        self.numbers = numbers
        self.locale = formatters.locale
    }

    /// The variables of a paywall's plan in `storefront`: savings against the paywall's monthly plan
    /// (else its shortest), the product's display name in the locale's language where the product has
    /// one, the catalog's name as the app's.
    ///
    /// The plan is the highlighted one, else the first; for customers who get the introductory offer
    /// (`isEligible`), it is the plan whose offer the page shows: the highlighted plan if it has an offer,
    /// else the first plan that has one. So a paywall whose first plan has no trial and whose yearly
    /// plan has one says "{trialDuration}" with the yearly plan's trial.
    /// - Throws: `ICUError` or `PhraseError` when a value cannot be written; nil when the paywall has no
    ///   product in the catalog.
    public init?(
        paywall: Paywall, in catalog: ProductCatalog, storefront: Region, isEligible: Bool, formatters: Formatters
    ) throws {
        let products = paywall.productIDs.compactMap(catalog.product(withID:))
        guard let plan = Self.plan(among: products, highlight: paywall.highlight, storefront: storefront, isEligible: isEligible) else {
            return nil
        }
        let locale = formatters.locale
        let localization = locale.bestMatch(among: plan.localizations.keys, source: catalog.sourceLocale).flatMap {
            plan.localizations[$0.locale]
        }
        try self.init(
            plan: plan, storefront: storefront, reference: Product.savingsReference(among: products, in: storefront),
            productName: localization?.displayName, appName: catalog.name, isEligible: isEligible, formatters: formatters)
    }

    /// The variables that have a value, in declaration order.
    public var names: [Name] { Name.allCases.filter { texts[$0] != nil || numbers[$0] != nil } }

    /// A text or select variable's value ("$9.99 per month", "yes"), or nil when it has none.
    public func text(_ name: Name) -> String? { texts[name] }

    /// A number variable's value (7 for `trialDays`), or nil when it has none.
    public func number(_ name: Name) -> Int? { numbers[name] }

    /// The variables a plan can give copy in a storefront, for customers who get its offer (a superset
    /// of the others'), without writing any: what lint checks a pattern's arguments against.
    /// `productName` and `appName` count as given.
    public static func names(for plan: Product, storefront: Region, reference: Product? = nil) -> Set<Name> {
        Facts(plan: plan, storefront: storefront, reference: reference, isEligible: true).names.union([.productName, .appName])
    }
}
