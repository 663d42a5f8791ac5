import CICU

/// A number as an ICU formatter writes it, with where ICU's fields are in its UTF-8 bytes: what
/// `PricePattern` reads a formatter's pattern from.
///
/// ```swift
/// let probe = try handle.probe("1234.5")  // "1.234,50 €" in de_DE
/// probe.ranges(of: .integer)              // [0..<5]
/// probe.ranges(of: .groupingSeparator)    // [1..<2]
/// ```
struct FormattedProbe: Sendable {
    /// The fields `PricePattern` reads (ICU's `UNumberFormatFields`).
    enum Field: Int32, Sendable {
        case integer = 0
        case fraction = 1
        case decimalSeparator = 2
        case groupingSeparator = 6
    }

    /// The formatted text's UTF-8 bytes.
    let text: [UInt8]
    /// Every field ICU reported, in ICU's order: its kind (nil for fields not read here: sign, currency,
    /// percent) and its byte range in `text`.
    let fields: [(field: Field?, range: Range<Int>)]

    /// The byte ranges of every field of one kind, in order.
    func ranges(of field: Field) -> [Range<Int>] {
        fields.filter { $0.field == field }.map(\.range)
    }
}
