import CICU

/// A storefront region: an ISO 3166 alpha-2 code ICU knows ("US", "DE", "JP").
///
/// ```swift
/// let swiss = try Region("CH")
/// swiss.currency        // CHF
/// try Region(alpha3: "FRA")  // FR, as .storekit files name storefronts
/// ```
public struct Region: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The upper-case alpha-2 code.
    public let code: String

    /// Reads an alpha-2 code ("US", "de"); lower case is accepted.
    /// - Throws: `LocaleError.unknownStorefrontRegion` when the code is not an ISO 3166 region ICU knows.
    public init(_ code: String) throws(LocaleError) {
        let upper = code.uppercased()
        guard Region.knownCodes.contains(upper) else {
            // Two-letter codes are all one edit apart; only a spelled-out alpha-3 code gives a useful guess.
            throw .unknownStorefrontRegion(code, suggestions: (try? Region(alpha3: upper)).map { [$0.code] } ?? [])
        }
        self.code = upper
    }

    /// Reads an alpha-3 code ("USA", "FRA"), as `.storekit` files write storefronts.
    /// - Throws: `LocaleError.unknownStorefrontRegion` when ICU knows no region with that alpha-3 code.
    public init(alpha3: String) throws(LocaleError) {
        let upper = alpha3.uppercased()
        guard let code = Region.alpha2ByAlpha3[upper] else { throw .unknownStorefrontRegion(alpha3, suggestions: []) }
        self.code = code
    }

    /// The alpha-2 code.
    public var description: String { code }

    /// The alpha-3 code ("FR" → "FRA"), as `.storekit` files write storefronts; nil when ICU has none.
    package var alpha3: String? { try? ICUString.read("alpha-3 of \(code)", { cicu_region_alpha3(code, $0, $1) }) }

    /// Orders regions by code.
    public static func < (lhs: Region, rhs: Region) -> Bool { lhs.code < rhs.code }

    /// The United States, the storefront used when a catalog names none.
    package static let unitedStates = Region(validatedCode: "US")

    /// A region from a code known to be valid (upper-case alpha-2), without asking ICU.
    package init(validatedCode: String) { self.code = validatedCode }

    /// The currency the region uses today, from CLDR.
    public var currency: Currency? { Caches.currency(region: code) }

    /// The region's name in a locale ("Schweiz").
    public func name(in locale: LocaleID) -> String {
        (try? ICUString.read("name region \(code)") { cicu_region_display_name(code, locale.identifier, $0, $1) }) ?? code
    }

    /// Every alpha-2 code ICU knows.
    public static let knownCodes: Set<String> = {
        let list = (try? ICUString.read("list regions", capacity: 2048) { cicu_region_codes($0, $1) }) ?? ""
        return Set(list.split(separator: " ").map(String.init))
    }()

    /// The languages CLDR says are used in a region ("CH" → de, fr, it, …), asked once per region.
    static func languages(of code: String) -> [String] { Caches.languages(region: code) }

    /// Asks ICU which languages CLDR says are used in a region; `Caches` remembers the answer.
    static func readLanguages(of code: String) -> [String] {
        let list = (try? ICUString.read("languages of \(code)", capacity: 1024) { cicu_region_languages(code, $0, $1) }) ?? ""
        return list.split(separator: " ").map(String.init)
    }

    static let alpha2ByAlpha3: [String: String] = {
        var table: [String: String] = [:]
        for code in knownCodes {
            if let alpha3 = try? ICUString.read("alpha-3 of \(code)", { cicu_region_alpha3(code, $0, $1) }) { table[alpha3] = code }
        }
        return table
    }()
}
