import Catalog
import Foundation
import Testing

@Suite("Derived prices")
struct MoneyConversionTests {
    @Test(arguments: [
        ("49.99", "P1Y", PeriodUnit.month, RoundingMode.halfEven, "4.17"),
        ("83.99", "P1Y", .month, .down, "6.99"),
        ("83.99", "P1Y", .month, .halfEven, "7.00"),
        ("9.99", "P1M", .year, .halfEven, "119.88"),
        ("2.99", "P1W", .month, .halfEven, "12.96"),
        ("49.99", "P1Y", .week, .halfEven, "0.96"),
        ("49.99", "P1Y", .day, .halfEven, "0.14"),
        ("29.99", "P6M", .month, .halfEven, "5.00"),
        ("19.99", "P3M", .week, .up, "1.54"),
    ])
    func pricePerUnit(_ amount: String, _ period: String, _ unit: PeriodUnit, _ mode: RoundingMode, _ expected: String) throws {
        let result = try Money(amount, currency: "USD").converted(per: SubscriptionPeriod(period), to: unit, rounding: mode)
        #expect(result.amount == Decimal(string: expected))
    }

    @Test func zeroDigitCurrenciesStayWhole() throws {
        let result = try Money("1200", currency: "JPY").converted(per: SubscriptionPeriod("P1Y"), to: .month)
        #expect(result.amount == 100)
        let odd = try Money("1000", currency: "JPY").converted(per: SubscriptionPeriod("P1Y"), to: .month)
        #expect(try PriceFormatter(locale: LocaleID("ja_JP")).format(odd) == "￥83")
    }

    @Test func savingsNeverOverstate() throws {
        let yearly = try Money("49.99", currency: "USD"), monthly = try Money("9.99", currency: "USD")
        // 1 - 49.99 / 119.88 = 58.3 % → 58
        #expect(
            yearly.savingPercent(per: try SubscriptionPeriod("P1Y"), against: monthly, per: try SubscriptionPeriod("P1M")) == 58)
        // 1 - 59.88 / 119.88 = 50.05 % → 50, never 51
        #expect(
            try Money("59.88", currency: "USD").savingPercent(
                per: try SubscriptionPeriod("P1Y"), against: monthly, per: try SubscriptionPeriod("P1M"))
                == 50)
        // 1 - 59.99 / 119.88 = 49.96 % → 49, not the 50 rounding would show
        #expect(
            try Money("59.99", currency: "USD").savingPercent(
                per: try SubscriptionPeriod("P1Y"), against: monthly, per: try SubscriptionPeriod("P1M"))
                == 49)
        #expect(
            monthly.savingPercent(per: try SubscriptionPeriod("P1M"), against: yearly, per: try SubscriptionPeriod("P1Y")) == nil)
        #expect(
            yearly.savingPercent(
                per: try SubscriptionPeriod("P1Y"), against: try Money("9.99", currency: "EUR"), per: try SubscriptionPeriod("P1M"))
                == nil)
    }

    /// Whole yearly costs are compared in integers, others (per 3 days, amounts of more than 18 digits)
    /// in Decimal: both give the percent rounded down.
    @Test(arguments: [
        ("49.99", "P1Y", "9.99", "P1M", 58 as Int?),
        ("0.99", "P1W", "4.99", "P1M", 14),  // 51.48 against 59.88: 14.03 %
        ("10", "P1Y", "0.999", "P1M", 16),  // 10 against 11.988, amounts with different digits: 16.58 %
        ("12", "P1Y", "1", "P1M", nil),  // the same cost: no saving
        ("1", "P3D", "0.5", "P1D", 33),  // 121.33… against 182: not whole, in Decimal
        ("1234567890123456789", "P1Y", "123456789012345678", "P1M", 16),  // 19 digits: in Decimal
    ])
    func savingsInWholeNumbersAndInDecimal(
        _ amount: String, _ period: String, _ referenceAmount: String, _ referencePeriod: String, _ expected: Int?
    ) throws {
        let plan = try Money(amount, currency: "USD"), reference = try Money(referenceAmount, currency: "USD")
        let percent = plan.savingPercent(
            per: try SubscriptionPeriod(period), against: reference, per: try SubscriptionPeriod(referencePeriod))
        #expect(percent == expected)
    }

    @Test(arguments: [
        ("en_US", "58%"), ("fr_FR", "58\u{00A0}%"), ("de_DE", "58\u{00A0}%"), ("tr_TR", "%58"), ("ar_SA", "٥٨٪؜"), ("he_IL", "58%"),
    ])
    func percentComesFromICU(_ locale: String, _ expected: String) throws {
        #expect(try PercentFormatter(locale: LocaleID(locale)).format(58) == expected)
    }
}
