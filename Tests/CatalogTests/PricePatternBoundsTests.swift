import Testing

@testable import CatalogText

/// `PricePattern.write(_:into:)` checks every byte against its buffer's end.
@Suite("PricePattern: bounds")
struct PricePatternBoundsTests {
    /// The longest spelling the pattern takes (64 bytes: a sign, 59 nines and a tie that carries them
    /// into a 60th digit) in the widest digits (Adlam's four bytes, Devanagari's three with Indian
    /// grouping's extra separators): written as ICU writes it, and into every shorter buffer refused
    /// without a byte past its end.
    @Test(arguments: ["ff_Adlm_GN", "hi_IN@numbers=deva"])
    func longestInputStaysInItsBuffer(_ locale: String) throws {
        let currency = try Currency("USD")
        let icu = try NumberFormatterHandle(skeleton: "currency/USD", locale: locale)
        let pattern = try #require(try PricePattern(formatter: icu, currency: currency, precision: .standard, rounding: .halfEven))
        let amount = "-" + String(repeating: "9", count: 59) + ".995"
        #expect(amount.utf8.count == PricePattern.maximumInputLength)
        let expected = Array(try icu.format(decimal: amount).utf8)
        #expect(pattern.format(amount).map { Array($0.utf8) } == expected)
        var spelling = amount
        spelling.withUTF8 { input in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: PricePattern.maximumInputLength + 8) { scratch in
                guard let number = PricePattern.RoundedNumber(input, rounding: pattern.rounding, into: scratch) else {
                    Issue.record("\(amount) was not read")
                    return
                }
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: expected.count + 1) { buffer in
                    for capacity in 0..<expected.count {
                        buffer.initialize(repeating: 0xEE)
                        #expect(pattern.write(number, into: UnsafeMutableBufferPointer(rebasing: buffer[..<capacity])) == nil)
                        #expect(buffer[capacity...].allSatisfy { $0 == 0xEE }, "a byte written past \(capacity)")
                    }
                    #expect(pattern.write(number, into: UnsafeMutableBufferPointer(rebasing: buffer[..<expected.count])) == expected.count)
                    #expect(Array(buffer[..<expected.count]) == expected)
                }
            }
        }
    }
}
