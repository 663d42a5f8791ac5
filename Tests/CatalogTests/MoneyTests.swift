import Foundation
import Testing

@testable import CatalogFiles
@testable import CatalogText

@Suite("Money")
struct MoneyTests {
    @Test(arguments: ["0.99", "1200", "12345678.9", "0", "0.000001", "+5", "99999999999999999999999999999999.99"])
    func readsDecimalStringsExactly(_ text: String) throws {
        let money = try Money(text, currency: "USD")
        let expected = Decimal(string: text.hasPrefix("+") ? String(text.dropFirst()) : text, locale: Locale(identifier: "en_US_POSIX"))
        #expect(money.amount == expected)
    }

    @Test func keepsDigitsADoubleWouldLose() throws {
        let money = try Money("12345678901234567.89", currency: "USD")
        #expect(money.description == "12345678901234567.89 USD")
    }

    @Test(arguments: ["", " ", "1,5", "1.", ".5", "0x10", "1e3", "abc", "1.2.3", "€1", "1 000", "NaN", "٤٫٩٩"])
    func refusesWhatIsNotADecimal(_ text: String) {
        #expect(throws: AmountError.notADecimal(text)) { try Money(text, currency: Currency("USD")) }
    }

    /// An amount written another way gets "did you mean" with the plain decimal it most likely means;
    /// an ambiguous one (`1,299`: 1299 or 1.299) or one without digits gets none.
    @Test(
        arguments: [
            ("4,99", "4.99"), ("1,5", "1.5"), ("1.299,00", "1299.00"), ("1,299.00", "1299.00"), ("1.234.567,89", "1234567.89"),
            ("1,299,000", "1299000"), ("$4.99", "4.99"), ("4,99\u{00A0}€", "4.99"), ("EUR 4.99", "4.99"), ("1 000", "1000"),
            ("1'299.50", "1299.50"), ("1,299", nil), ("abc", nil), ("€", nil), ("1.2.3", nil), (".5", nil), ("٤٫٩٩", nil),
        ] as [(String, String?)])
    func suggestsThePlainDecimalMeant(_ text: String, _ meant: String?) {
        let rule = "write digits with an optional '.' and fraction, without currency or grouping: 0.99, 1200, 12345678.9"
        #expect(AmountError.notADecimal(text).hint == (meant.map { "did you mean \($0)? " } ?? "") + rule)
    }

    @Test func refusesNegativeAmounts() {
        #expect(throws: AmountError.negative("-0.99")) { try Money("-0.99", currency: Currency("USD")) }
        let error = AmountError.negative("-0.99")
        #expect(error.description == "negative amount -0.99: prices cannot be negative")
    }

    @Test func refusesMoreDigitsThanADecimalHolds() {
        let text = String(repeating: "9", count: 40)
        #expect(throws: AmountError.tooManyDigits(text)) { try Money(text, currency: Currency("USD")) }
    }

    @Test func roundsToTheCurrencyDigits() throws {
        #expect(try Money("1.5", currency: "JPY").rounded().amount == 2)
        #expect(try Money("2.5", currency: "JPY").rounded().amount == 2)
        #expect(try Money("2.5", currency: "JPY").rounded(.halfUp).amount == 3)
        #expect(try Money("1.23456", currency: "KWD").rounded().amount == Decimal(string: "1.235"))
        #expect(try Money("0.999", currency: "EUR").hasExcessFractionDigits)
        #expect(try !Money("0.99", currency: "EUR").hasExcessFractionDigits)
    }

    @Test func decimalRoundingModes() throws {
        let value = try #require(Decimal(string: "0.125"))
        #expect(value.rounded(scale: 2, .halfEven) == Decimal(string: "0.12"))
        #expect(value.rounded(scale: 2, .halfUp) == Decimal(string: "0.13"))
        #expect(value.rounded(scale: 2, .halfDown) == Decimal(string: "0.12"))
        #expect(try #require(Decimal(string: "0.126")).rounded(scale: 2, .halfDown) == Decimal(string: "0.13"))
        #expect(value.rounded(scale: 2, .up) == Decimal(string: "0.13"))
        #expect(value.rounded(scale: 2, .down) == Decimal(string: "0.12"))
        #expect(try #require(Decimal(string: "4.93")).rounded(toMultipleOf: Decimal(string: "0.05")!, .halfEven) == Decimal(string: "4.95"))
    }
}
