/// Where a translatable string lives in a catalog, independent of the language.
///
/// Its `id` is the trans-unit ID of XLIFF files and the key of `.xcstrings` files: the path of the
/// string with the catalog's own names instead of array indexes (`products/com.example.pro/displayName`,
/// `paywalls/main/features/2`), so IDs stay the same when products or paywalls are reordered.
enum TranslationField: Hashable, Sendable {
    /// A subscription group's display name.
    case groupName(group: String)
    /// A product's display name.
    case displayName(product: String)
    /// A product's description.
    case description(product: String)
    /// A paywall's copy field other than a feature (`title`, `subtitle`, `callToAction`,
    /// `callToActionWithoutOffer`).
    case copy(paywall: String, key: String)
    /// One of a paywall's features, by its index.
    case feature(paywall: String, index: Int)

    /// The copy fields that are single strings, in the order they are written.
    static let copyKeys = ["title", "subtitle", "callToAction", "callToActionWithoutOffer"]

    /// The stable ID.
    var id: String {
        switch self {
        case .groupName(let group): "groups/\(group)/name"
        case .displayName(let product): "products/\(product)/displayName"
        case .description(let product): "products/\(product)/description"
        case .copy(let paywall, let key): "paywalls/\(paywall)/\(key)"
        case .feature(let paywall, let index): "paywalls/\(paywall)/features/\(index)"
        }
    }

    /// The start of the IDs of the paywall, product or group the field belongs to (`paywalls/main/`).
    var owner: String {
        switch self {
        case .groupName(let group): "groups/\(group)/"
        case .displayName(let product), .description(let product): "products/\(product)/"
        case .copy(let paywall, _), .feature(let paywall, _): "paywalls/\(paywall)/"
        }
    }

    /// The field of an ID, if it has the shape of one (the named group, product or paywall may still be
    /// unknown).
    init?(id: String) {
        func middle(_ prefix: String, _ suffix: String) -> String? {
            guard id.hasPrefix(prefix), id.hasSuffix(suffix), id.count > prefix.count + suffix.count else { return nil }
            return String(id.dropFirst(prefix.count).dropLast(suffix.count))
        }
        if let group = middle("groups/", "/name") {
            self = .groupName(group: group)
        } else if let product = middle("products/", "/displayName") {
            self = .displayName(product: product)
        } else if let product = middle("products/", "/description") {
            self = .description(product: product)
        } else if let key = Self.copyKeys.first(where: { middle("paywalls/", "/\($0)") != nil }),
            let paywall = middle("paywalls/", "/\(key)")
        {
            self = .copy(paywall: paywall, key: key)
        } else if let slash = id.lastIndex(of: "/"), let index = Int(id[id.index(after: slash)...]), index >= 0,
            let paywall = middle("paywalls/", "/features/\(id[id.index(after: slash)...])")
        {
            self = .feature(paywall: paywall, index: index)
        } else {
            return nil
        }
    }

    /// Whether the string is ICU MessageFormat (paywall copy) rather than plain store metadata.
    var isMessageFormat: Bool {
        switch self {
        case .copy, .feature: true
        case .groupName, .displayName, .description: false
        }
    }
}
