import Testing

@testable import CatalogFiles
@testable import CatalogText

/// The one cache contract (computed outside any lock, the first stored value wins, everyone gets it),
/// for `Memo` and its lock-free form `OnceSlots`, and the formatters that share storage through them.
@Suite("Concurrency: caches")
struct ConcurrencyCacheTests {
    final class Box: Sendable {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    @Test func everyThreadGetsTheFirstStoredObjectOfASlot() async {
        let slots = OnceSlots<Box>(count: 4)
        let boxes = await withTaskGroup(of: Box.self) { group in
            for task in 0..<64 {
                group.addTask { slots.value(at: task % 4) { Box(task) } }
            }
            var all: [Box] = []
            for await box in group { all.append(box) }
            return all
        }
        #expect(boxes.count == 64)
        for box in boxes { #expect(box === slots.value(at: box.value % 4) { Box(-1) }) }
    }

    @Test func aSlotKeepsItsFirstValueAndPassesOnErrors() throws {
        struct Refused: Error {}
        let slots = OnceSlots<Box>(count: 2)
        #expect(throws: Refused.self) { try slots.value(at: 0) { () throws(Refused) -> Box in throw Refused() } }
        let first = slots.value(at: 0) { Box(1) }
        #expect(slots.value(at: 0) { Box(2) } === first)
        #expect(slots.value(at: 1) { Box(3) }.value == 3)
    }

    @Test func aBoundedMemoStopsStoringAtItsLimit() {
        let memo = Memo<Int, Int>(limit: 2)
        var computed = 0
        for key in [1, 2, 3, 1, 2, 3] {
            _ = memo.value(for: key) {
                computed += 1
                return key
            }
        }
        #expect(computed == 4)  // 1 and 2 once each, 3 every time
    }

    @Test func formattersOfOneConfigurationShareStorage() throws {
        let locale = try LocaleID("fr_FR")
        let skeletons = PriceFormatter.skeletons(
            locale: locale, display: .symbol, numberingSystem: nil, rounding: .halfEven, precision: .standard, zeroFraction: .shown)
        #expect(Caches.priceStorage(skeletons) === Caches.priceStorage(skeletons))
        #expect(Caches.periodStorage(locale: "fr_FR") === Caches.periodStorage(locale: "fr_FR"))
    }

    @Test func newPeriodFormattersPerTaskEqualSerialOnes() async throws {
        let locales = try ["fr_FR", "de_DE", "ja_JP", "ar_EG", "ru_RU", "en_US", "pl_PL"].map { try LocaleID($0) }
        let periods = try ["P1M", "P3M", "P1Y", "P1W", "P7D", "P21M"].map { try SubscriptionPeriod($0) }
        var work: [(LocaleID, SubscriptionPeriod, UnitWidth)] = []
        for locale in locales {
            for period in periods {
                for width in UnitWidth.allCases { work.append((locale, period, width)) }
            }
        }
        let serial = try work.map { try PeriodFormatter(locale: $0.0).duration($0.1, width: $0.2) }
        let concurrent = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for _ in 0..<10 {
                for (index, item) in work.enumerated() {
                    group.addTask { (index, try PeriodFormatter(locale: item.0).duration(item.1, width: item.2)) }
                }
            }
            var results: [(Int, String)] = []
            for try await result in group { results.append(result) }
            return results
        }
        #expect(concurrent.count == work.count * 10)
        for (index, text) in concurrent { #expect(text == serial[index]) }
    }
}
