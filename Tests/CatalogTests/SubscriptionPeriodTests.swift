import Catalog
import Testing

@Suite("SubscriptionPeriod")
struct SubscriptionPeriodTests {
    @Test(arguments: [
        ("P3D", 3, PeriodUnit.day), ("P1W", 1, .week), ("P2W", 2, .week), ("P1M", 1, .month), ("P2M", 2, .month),
        ("P3M", 3, .month), ("P6M", 6, .month), ("P1Y", 1, .year), ("P7D", 7, .day), ("P14D", 14, .day),
        ("P12M", 12, .month), ("P21D", 21, .day), ("P101M", 101, .month),
    ])
    func readsStorePeriods(_ text: String, _ value: Int, _ unit: PeriodUnit) throws {
        let period = try SubscriptionPeriod(text)
        #expect(period.value == value)
        #expect(period.unit == unit)
        #expect(period.description == text)
    }

    @Test(arguments: [
        ("P1Y6M", "only one component is allowed (write P18M, not P1Y6M)"),
        ("PT1H", "hours, minutes and seconds (after \"T\") are not billing periods"),
        ("P0M", "the number must be at least 1"),
        ("-P1M", "periods cannot be negative"),
        ("P1.5M", "the number must be whole"),
        ("1M", "it must start with \"P\""),
        ("", "it is empty"),
        ("P", "a whole number must follow \"P\""),
        ("P3", "a unit (D, W, M or Y) must follow the number"),
        ("P3X", "\"X\" is not a unit; use D, W, M or Y"),
        ("P99999M", "the number is larger than 9999"),
        ("p1m", "it must start with \"P\""),
    ])
    func refusesEverythingElse(_ text: String, _ reason: String) {
        #expect {
            try SubscriptionPeriod(text)
        } throws: { error in
            guard let error = error as? PeriodError else { return false }
            return error.text == text && error.reason == reason
                && error.description == "\"\(text)\" is not a subscription period: \(reason)"
        }
    }

    @Test func normalisationIsExplicit() throws {
        #expect(try SubscriptionPeriod("P7D").normalized.description == "P1W")
        #expect(try SubscriptionPeriod("P14D").normalized.description == "P2W")
        #expect(try SubscriptionPeriod("P12M").normalized.description == "P1Y")
        #expect(try SubscriptionPeriod("P24M").normalized.description == "P2Y")
        #expect(try SubscriptionPeriod("P10D").normalized.description == "P10D")
        #expect(try SubscriptionPeriod("P6M").normalized.description == "P6M")
        #expect(try SubscriptionPeriod("P7D").description == "P7D")
    }
}

@Suite("SubscriptionPeriod lengths")
struct SubscriptionPeriodLengthTests {
    @Test func lengthsCompareExactly() throws {
        #expect(try SubscriptionPeriod("P1Y").isLonger(than: SubscriptionPeriod("P11M")))
        #expect(try !SubscriptionPeriod("P7D").isLonger(than: SubscriptionPeriod("P1W")))
        #expect(try !SubscriptionPeriod("P1W").isLonger(than: SubscriptionPeriod("P7D")))
        #expect(try SubscriptionPeriod("P2M").isLonger(than: SubscriptionPeriod("P8W")))  // 2/12 year > 8/52 year
        #expect(try SubscriptionPeriod("P1M").repeated(3).description == "P3M")
        #expect(throws: PeriodError.self) { try SubscriptionPeriod("P2M").repeated(Int.max) }
    }
}

@Suite("SubscriptionPeriod.count(in:)")
struct SubscriptionPeriodCountTests {
    @Test(arguments: [
        ("P1Y", PeriodUnit.month, 12), ("P1Y", .week, 52), ("P1Y", .day, 364), ("P1Y", .year, 1), ("P2W", .day, 14),
        ("P1W", .day, 7), ("P7D", .week, 1), ("P12M", .year, 1), ("P24M", .year, 2), ("P3M", .month, 3), ("P52W", .year, 1),
        ("P26W", .month, 6), ("P6M", .week, 26), ("P364D", .year, 1), ("P2Y", .month, 24), ("P9999Y", .day, 3_639_636),
    ])
    func convertsWhereTheConventionMakesItWhole(_ text: String, _ unit: PeriodUnit, _ count: Int) throws {
        #expect(try SubscriptionPeriod(text).count(in: unit) == count)
    }

    @Test(arguments: [
        ("P1M", PeriodUnit.week), ("P1M", .day), ("P3M", .year), ("P6M", .year), ("P1W", .month), ("P3D", .week),
        ("P1D", .year), ("P10D", .week), ("P2W", .month),
    ])
    func isNilWhereItIsNotWhole(_ text: String, _ unit: PeriodUnit) throws {
        #expect(try SubscriptionPeriod(text).count(in: unit) == nil)
    }
}
