import Foundation

/// Formats percentages with ICU's percent formatter ("58%", "58 %", "%58", "٥٨٪؜").
///
/// ```swift
/// try PercentFormatter(locale: LocaleID("fr_FR")).format(58)   // "58 %"
/// try PercentFormatter(locale: LocaleID("de_DE")).format(fraction: 0.125)  // "12,5 %"
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

    /// A share as a percent, exactly: 0.5 is "50%", 0.125 "12.5%" (a Google Play relative discount).
    /// The share reaches ICU as a decimal string, never a floating-point number; ICU scales it by 100 and
    /// writes up to six fraction digits.
    ///
    /// ```swift
    /// try PercentFormatter(locale: LocaleID("tr_TR")).format(fraction: 0.5)  // "%50"
    /// ```
    /// - Throws: `ICUError` only when ICU itself fails.
    public func format(fraction: Decimal) throws(ICUError) -> String {
        let skeleton = "percent scale/100" + (numberingSystem.map { " numbering-system/\($0.name)" } ?? "")
        return try Caches.numberFormatter(skeleton: skeleton, locale: locale.dataIdentifier).format(decimal: fraction.plainString)
    }
}
