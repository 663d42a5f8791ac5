import Catalog
import Foundation
import Testing

@Suite("String-coded values")
struct StringCodableTests {
    struct Plan: Codable, Equatable {
        let currency: Currency
        let locale: LocaleID
        let period: SubscriptionPeriod
    }

    @Test func roundTrip() throws {
        let json = Data(#"{"currency":"eur","locale":"zh_TW","period":"P7D"}"#.utf8)
        let plan = try JSONDecoder().decode(Plan.self, from: json)
        #expect(plan.currency.code == "EUR")
        #expect(plan.locale.identifier == "zh_TW")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(plan), as: UTF8.self) == #"{"currency":"EUR","locale":"zh-TW","period":"P7D"}"#)
    }

    @Test func invalidStringsExplainThemselves() {
        let json = Data(#"{"currency":"EURO","locale":"en","period":"P1M"}"#.utf8)
        #expect {
            try JSONDecoder().decode(Plan.self, from: json)
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription == "unknown currency code \"EURO\" (hint: did you mean EUR?)"
        }
    }
}
