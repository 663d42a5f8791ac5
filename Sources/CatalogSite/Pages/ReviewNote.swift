import Catalog

/// Something a reviewer should know about a page: a fallback, a store limit, a likely overflow. Shown
/// beside the phone and in the index, in English.
enum ReviewNote: Sendable, Hashable {
    /// Catalog has no phrases in the page's language: `used` is the language shown, `tried` those looked
    /// for before it.
    case phrasesFallback(page: String, used: String, tried: [String])
    /// Not every plan has a price in the locale's storefront (`local`), so prices are from `used`'s.
    case otherStorefront(local: String?, used: String, currency: String?)
    /// The paywall has no copy in the page's language; `used` is the language shown.
    case copyFallback(page: String, used: String)
    /// The copy used leaves out texts, shown from the source locale's copy: `fields` names them
    /// ("title or features 4–5").
    case copyFieldsFallback(copy: String, used: String, fields: String)
    /// A copy field (`title`, `feature 2`…) could not be formatted as MessageFormat, so the page shows
    /// its pattern as written: for customers with the offer (`isEligible` true), without it (false), or
    /// in every state (nil).
    case copyNotFormatted(field: String, pattern: String, isEligible: Bool?, reason: String)
    /// The title is likely to overflow its box.
    case titleOverflows(String)
    /// A call to action is likely to need more than one line.
    case buttonOverflows(String)
    /// A product has no name in the page's language; `name` is the `used` language's.
    case nameFallback(product: String, page: String, used: String, name: String)
    /// A product's name is longer than the App Store allows.
    case nameTooLong(String)
    /// A plan's name is likely to overflow its box.
    case planNameOverflows(String)
    /// A product has no price in the page's storefront.
    case noPrice(product: String, storefront: String)
    /// A product's introductory offer has no price in the page's storefront.
    case offerWithoutPrice(product: String, storefront: String)
    /// The highlighted plan's badge is likely to overflow.
    case badgeOverflows(String)

    /// The note for every eligibility state: a copy note without its state; other notes as they are.
    var inEveryState: ReviewNote {
        guard case .copyNotFormatted(let field, let pattern, _, let reason) = self else { return self }
        return .copyNotFormatted(field: field, pattern: pattern, isEligible: nil, reason: reason)
    }

    /// Whether the note says where a page's strings come from (another language, storefront or pattern, or
    /// none at all), which `catalog-site strings` prints beside its table; notes about layout are not.
    var isAboutTheStrings: Bool {
        switch self {
        case .phrasesFallback, .otherStorefront, .copyFallback, .copyFieldsFallback, .copyNotFormatted, .nameFallback, .noPrice,
            .offerWithoutPrice:
            true
        case .titleOverflows, .buttonOverflows, .nameTooLong, .planNameOverflows, .badgeOverflows: false
        }
    }

    /// The note as pages and the index show it.
    var text: String {
        switch self {
        case .phrasesFallback(let page, let used, let tried):
            PhraseLanguage.fallbackNote(page: page, used: used, tried: tried)
        case .otherStorefront(let local, let used, let currency):
            "Not every plan has a price in the \(local ?? "local") storefront; prices are from the \(used) storefront (\(currency ?? "?"))."
        case .copyFallback(let page, let used): "No \(page) copy for this paywall; title and features are \(used)."
        case .copyFieldsFallback(let copy, let used, let fields):
            "The \(copy) copy has no \(fields); the page shows the \(used) text."
        case .copyNotFormatted(let field, let pattern, let isEligible, let reason):
            "The \(field) “\(pattern)” could not be formatted\(isEligible.map { $0 ? " for customers with the offer" : " for customers who get no introductory offer" } ?? "") and is shown as written: \(reason)."
        case .titleOverflows(let title): "The title “\(title)” is likely to overflow at 375 px."
        case .buttonOverflows(let call): "The button “\(call)” may not fit on one line at 375 px."
        case .nameFallback(let product, let page, let used, let name):
            "“\(product)” has no \(page) name; it shows the \(used) name “\(name)”."
        case .nameTooLong(let name): "“\(name)” is \(name.count) characters; the App Store allows 30."
        case .planNameOverflows(let name): "The plan name “\(name)” is likely to overflow at 375 px."
        case .noPrice(let product, let storefront): "“\(product)” has no price in \(storefront); it is shown without one."
        case .offerWithoutPrice(let product, let storefront):
            "The introductory offer of “\(product)” has no \(storefront) price; it is not shown."
        case .badgeOverflows(let badge): "The badge “\(badge)” may not fit at 375 px."
        }
    }
}
