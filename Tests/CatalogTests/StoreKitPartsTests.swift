import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogFiles
@testable import CatalogJSON
@testable import CatalogText

/// A large `.storekit` file's subscription groups are read in two parts at once, each by its own reader
/// (`StoreKitReader.subscriptionGroups(_:storefront:currency:)`); the result must be that of reading them in order: the
/// same catalog, the same findings in the same order and the same source map.
@Suite("Readers: a .storekit file's groups read in two parts")
struct StoreKitPartsTests {
    /// The file read with its groups in two parts (`parallelFrom` 0) and on one thread.
    static func readings(of text: String, file: String = "random.storekit") throws -> (
        parts: CatalogLoader.Output, one: CatalogLoader.Output
    ) {
        let root = try JSONParser.parse(Array(text.utf8))
        func read(_ size: Int) -> CatalogLoader.Output {
            let (catalog, diagnostics) = StoreKitReader(file: file, parallelFrom: size).read(root)
            return CatalogLoader.Output(file: file, catalog: catalog, diagnostics: diagnostics)
        }
        return (read(0), read(.max))
    }

    /// 500 random files of one to six groups, some not objects, some without an ID (named by their number),
    /// with random subscriptions and localizations; seeded (the seed is in every failure).
    @Test func randomFilesReadAlike() throws {
        let seed: UInt64 = 0x9A27_5EED
        var generator = SplitMix(seed: seed)
        var split = 0
        for number in 0..<500 {
            let text = Self.storeKit(&generator)
            let (parts, one) = try Self.readings(of: text)
            ReaderFastPathTests.expectSame(parts, one, "file \(number) of seed \(seed):\n\(text)")
            let root = try JSONParser.parse(Array(text.utf8))
            guard case .array(let nodes) = root["subscriptionGroups"]?.value else { continue }
            let items = nodes.enumerated().map { ArrayItem(node: $1, parent: "subscriptionGroups", index: $0) }
            if StoreKitReader.split(items, from: 0) != nil { split += 1 }
        }
        // Most files have two groups with subscriptions: the parts are compared, not skipped.
        #expect(split > 250)
    }

    @Test func theExampleStoreKitFilesReadAlike() throws {
        for (name, bytes) in try ReaderFastPathTests.catalogFiles() where name.hasSuffix(".storekit") {
            let (parts, one) = try Self.readings(of: String(decoding: bytes, as: UTF8.self), file: name)
            ReaderFastPathTests.expectSame(parts, one, name)
        }
    }

    /// The split leaves the two parts' subscriptions closest to equal, and never a part without any.
    @Test(
        arguments: [
            ([10, 10], 0, 1), ([1, 1, 1, 1], 0, 2), ([6, 1, 1, 1, 1], 0, 1), ([1, 1, 1, 1, 6], 0, 4), ([3, 0, 3], 0, 1),
            ([10, 10], 21, nil), ([10, 10], 20, 1), ([20], 0, nil), ([0, 20], 0, nil), ([20, 0], 0, nil), ([], 0, nil),
        ] as [([Int], Int, Int?)])
    func split(_ subscriptions: [Int], _ size: Int, _ expected: Int?) throws {
        let items = try subscriptions.enumerated().map { index, count in
            let node = try JSONParser.parse(
                Array(#"{ "subscriptions": [\#(Array(repeating: "{}", count: count).joined(separator: ","))] }"#.utf8))
            return ArrayItem(node: node, parent: "subscriptionGroups", index: index)
        }
        #expect(StoreKitReader.split(items, from: size) == expected)
    }

    // MARK: Random files

    static let groupShapes = [
        #""id" : "G%d", "name" : "Group %d", "#, #""name" : "Group %d", "#, #""id" : 7, "#, #""id" : "G%d", "#,
        #""id" : "G%d", "nmae" : "x", "#,
    ]

    /// A subscription of a group: mostly well formed, sometimes with a wrong or missing field.
    static func subscription(_ number: Int, _ generator: inout SplitMix) -> String {
        let price = ReaderFastPathTests.pick([#""9.99""#, #""4.99""#, #""x""#, "9"], &generator)
        let period = ReaderFastPathTests.pick([#""P1M""#, #""P1Y""#, #""P5D""#], &generator)
        let offer = ReaderFastPathTests.pick(
            [
                "null", #"{ "displayPrice" : "0.99", "numberOfPeriods" : 1, "paymentMode" : "payAsYouGo", "subscriptionPeriod" : "P1M" }"#,
                #"{ "paymentMode" : "free", "subscriptionPeriod" : "P1W" }"#, #"{ "paymentMode" : "odd" }"#,
            ], &generator)
        let id = generator.next() % 10 == 0 ? "" : #""productID" : "s\#(number)", "#
        return """
            { "displayPrice" : \(price), "groupNumber" : \(number % 3 + 1), "introductoryOffer" : \(offer),
              "localizations" : \(ReaderFastPathTests.localizations(&generator)), \(id)"recurringSubscriptionPeriod" : \(period),
              "referenceName" : "S\(number)", "type" : "RecurringSubscription" }
            """
    }

    /// A file of one to six groups of up to four subscriptions each; one item in ten is not an object.
    static func storeKit(_ generator: inout SplitMix) -> String {
        var number = 0
        let groups = (0..<Int(1 + generator.next() % 6)).map { index -> String in
            if generator.next() % 10 == 0 { return ReaderFastPathTests.pick(ReaderFastPathTests.others, &generator) }
            let subscriptions = (0..<Int(generator.next() % 5)).map { _ in
                number += 1
                return subscription(number, &generator)
            }
            let shape = ReaderFastPathTests.pick(groupShapes, &generator).replacingOccurrences(of: "%d", with: "\(index)")
            return """
                { \(shape)"localizations" : \(ReaderFastPathTests.localizations(&generator)),
                  "subscriptions" : [ \(subscriptions.joined(separator: ", ")) ] }
                """
        }
        return """
            { "identifier" : "R", "settings" : { "_storefront" : "USA" },
              "products" : [ { "displayPrice" : "0.99", "localizations" : \(ReaderFastPathTests.localizations(&generator)),
                "productID" : "c", "referenceName" : "C", "type" : "Consumable" } ],
              "subscriptionGroups" : [ \(groups.joined(separator: ", ")) ] }
            """
    }
}
