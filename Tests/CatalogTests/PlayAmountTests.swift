import Testing

@testable import CatalogFiles
@testable import CatalogText

/// Google Play's money is read exactly, by string arithmetic (issue 23, item 1).
@Suite("Google Play amounts")
struct PlayAmountTests {
    @Test(
        "units and nanos",
        arguments: [
            ("4", 990_000_000, PlayAmount.Reading.amount("4.99", negative: false)),
            ("0", 0, .amount("0", negative: false)),
            ("0", 1, .amount("0.000000001", negative: false)),
            ("700", 0, .amount("700", negative: false)),
            ("-1", -750_000_000, .amount("1.75", negative: true)),
            ("0", -500_000_000, .amount("0.5", negative: true)),
            ("922337203685477580", 999_999_999, .amount("922337203685477580.999999999", negative: false)),
            ("1", -5, .invalid("units 1 and nanos -5 have different signs")),
            ("1.5", 0, .invalid("units \"1.5\" is not a whole number")),
            ("2", 1_000_000_000, .invalid("nanos 1000000000 is not between -999999999 and 999999999")),
        ])
    func money(units: String, nanos: Int, expected: PlayAmount.Reading) {
        #expect(PlayAmount.money(units: units, nanos: nanos) == expected)
    }

    @Test(
        "priceMicros",
        arguments: [
            ("1990000", PlayAmount.Reading.amount("1.99", negative: false)),
            ("990000", .amount("0.99", negative: false)),
            ("1", .amount("0.000001", negative: false)),
            ("0", .amount("0", negative: false)),
            ("12345678901234567890", .amount("12345678901234.56789", negative: false)),
            ("-2500000", .amount("2.5", negative: true)),
            ("1.99", .invalid("priceMicros \"1.99\" is not a whole number of millionths")),
        ])
    func micros(text: String, expected: PlayAmount.Reading) {
        #expect(PlayAmount.micros(text) == expected)
    }

    @Test("A huge amount keeps every digit as a Decimal")
    func hugeAmountIsExact() throws {
        guard case .amount(let text, _) = PlayAmount.money(units: "922337203685477580", nanos: 999_999_999) else {
            Issue.record("not an amount")
            return
        }
        let money = try Money(text, currency: "USD")
        #expect(money.description == "922337203685477580.999999999 USD")
    }
}
