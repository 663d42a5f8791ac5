import Catalog
import Foundation
import Testing

@Suite("Currency")
struct CurrencyTests {
    @Test func factsComeFromICU() throws {
        #expect(try Currency("JPY").fractionDigits == 0)
        #expect(try Currency("EUR").fractionDigits == 2)
        #expect(try Currency("KWD").fractionDigits == 3)
        #expect(try Currency("CHF").cashRoundingIncrement == Decimal(string: "0.05"))
        #expect(try Currency("EUR").cashRoundingIncrement == nil)
    }

    @Test func acceptsLowerCase() throws {
        #expect(try Currency("eur").code == "EUR")
    }

    @Test func regionsHaveCurrencies() throws {
        #expect(try Currency(region: "CH").code == "CHF")
        #expect(try Currency(region: "de").code == "EUR")
        #expect(try Currency(region: "JP").code == "JPY")
        #expect(throws: CurrencyError.self) { try Currency(region: "ZZ") }
    }

    @Test func unknownCodeSuggestsCloseMatches() {
        #expect(throws: CurrencyError.unknownCode("EURO", suggestions: ["EUR"])) { try Currency("EURO") }
        let error = CurrencyError.unknownCode("EURO", suggestions: ["EUR"])
        #expect(error.explanation == "unknown currency code \"EURO\" (hint: did you mean EUR?)")
    }

    @Test(arguments: ["", "E", "EU€", "ABCD1", "XYZ"])
    func refusesUnknownCodes(_ code: String) {
        #expect(throws: CurrencyError.self) { try Currency(code) }
    }

    @Test func knowsTheCommonCurrencies() {
        #expect(Currency.knownCodes.isSuperset(of: ["USD", "EUR", "JPY", "GBP", "INR", "CHF", "KWD", "SAR", "BRL"]))
        #expect(Currency.knownCodes.count > 150)
    }
}
