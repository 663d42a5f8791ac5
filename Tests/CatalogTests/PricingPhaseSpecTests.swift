import Catalog
import Testing

@Suite("Pricing phases from PRICE:PERIOD[:COUNT]")
struct PricingPhaseSpecTests {
    @Test(arguments: [
        ("free:P1W", false, "0", "P1W", PricingPhase.Recurrence.cycles(1)),
        ("FREE:P1W", true, "0", "P1W", .infinite),
        ("1.99:P1M:3", false, "1.99", "P1M", .cycles(3)),
        ("29.99:P6M:once", false, "29.99", "P6M", .once),
        ("9.99:P1M", true, "9.99", "P1M", .infinite),
        ("9.99:P1M:forever", false, "9.99", "P1M", .infinite),
        ("9.99:P1M", false, "9.99", "P1M", .cycles(1)),
    ])
    func readsPhases(_ spec: String, _ isLast: Bool, _ price: String, _ period: String, _ recurrence: PricingPhase.Recurrence) throws {
        let usd = try Currency("USD")
        // Last, the spec is the only phase; otherwise the regular price follows it.
        let phases = try PricingPhase.phases(specs: isLast ? [spec] : [spec, "9.99:P1M"], currency: usd)
        let phase = try #require(phases.first)
        #expect(phase.price == (try Money(price, currency: usd)))
        #expect(phase.period == (try SubscriptionPeriod(period)))
        #expect(phase.recurrence == recurrence)
    }

    @Test(arguments: [
        ("9.99", "phase \"9.99\" is not PRICE:PERIOD[:COUNT]"),
        ("9.99:P1M:3:4", "phase \"9.99:P1M:3:4\" is not PRICE:PERIOD[:COUNT]"),
        ("9.99:P1M:0", "\"0\" in phase \"9.99:P1M:0\" is not a count from 1 to 120"),
        ("9.99:P1M:121", "\"121\" in phase \"9.99:P1M:121\" is not a count from 1 to 120"),
        ("9.99:P9999M:2", "\"P19998M\" is not a subscription period: the number is larger than 9999"),
    ])
    func refusesBadPhases(_ spec: String, _ message: String) throws {
        let usd = try Currency("USD")
        let error = #expect(throws: (any Error).self) { try PricingPhase.phases(specs: [spec], currency: usd) }
        #expect(error.map { "\($0)" } == message)
    }
}
