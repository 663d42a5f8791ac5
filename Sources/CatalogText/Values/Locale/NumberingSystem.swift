import CICU

/// A CLDR numbering system, for example Latin digits in an Arabic paywall.
///
/// ```swift
/// let latin = try NumberingSystem("latn")
/// try PriceFormatter(locale: LocaleID("ar_SA"), numberingSystem: latin).format(Money("4.99", currency: "SAR"))
/// ```
public struct NumberingSystem: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The CLDR name ("latn", "arab", "deva").
    public let name: String

    /// Latin digits 0-9.
    public static let latin = NumberingSystem(validated: "latn")

    /// Reads a CLDR numbering system name ("latn", "ARAB"); lower case is stored.
    /// - Throws: `LocaleError.unknownNumberingSystem` when ICU does not know the system.
    public init(_ name: String) throws(LocaleError) {
        let lower = name.lowercased()
        guard lower.count >= 3, lower.count <= 8, lower.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }),
            (try? Caches.numberFormatter(skeleton: "numbering-system/\(lower)", locale: "en")) != nil
        else { throw .unknownNumberingSystem(name) }
        self.name = lower
    }

    init(validated name: String) { self.name = name }

    /// The CLDR name.
    public var description: String { name }
}
