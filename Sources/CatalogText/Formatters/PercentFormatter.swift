/// Formats whole percentages with ICU's percent formatter ("58%", "58 %", "%58", "٥٨٪؜").
///
/// ```swift
/// try PercentFormatter(locale: LocaleID("fr_FR")).format(58)   // "58 %"
/// ```
public struct PercentFormatter: Sendable {
    /// The locale whose percent pattern and digits are used.
    public let locale: LocaleID
    /// The digits, when not the locale's default.
    public let numberingSystem: NumberingSystem?

    /// A percent formatter for a locale, optionally with other digits.
    public init(locale: LocaleID, numberingSystem: NumberingSystem? = nil) {
        self.locale = locale
        self.numberingSystem = numberingSystem
    }

    /// A whole percent, e.g. 58 for 58 %.
    public func format(_ percent: Int) throws(ICUError) -> String {
        let skeleton = "percent precision-integer" + (numberingSystem.map { " numbering-system/\($0.name)" } ?? "")
        return try Caches.numberFormatter(skeleton: skeleton, locale: locale.dataIdentifier).format(integer: percent)
    }
}
