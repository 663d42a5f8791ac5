import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogFiles
@testable import CatalogJSON
@testable import CatalogText

/// The readers' fast paths (`CatalogJSONReader.plainCopy`, `StoreKitReader.plainLocalization`, and the
/// parser's word scan under them) read the common shapes without entries or paths; reading with
/// `fastPaths: false` takes the general path for every object. Both must give the same catalog, the same
/// findings at the same positions and the same source map, on the example catalogs, the fixtures and
/// random catalogs whose copy and localizations take every shape, plain or not.
@Suite("Readers: fast paths against the general path")
struct ReaderFastPathTests {
    /// Loads `bytes` both ways and expects the same result; `context` names the input in a failure.
    static func expectSameReading(_ bytes: [UInt8], file: String, _ context: @autoclosure () -> String) {
        expectSame(
            CatalogLoader.load(bytes: bytes, file: file), CatalogLoader.load(bytes: bytes, file: file, fastPaths: false), context())
    }

    /// Expects two readings of one file to give the same findings, catalog and source map.
    static func expectSame(_ fast: CatalogLoader.Output, _ general: CatalogLoader.Output, _ context: @autoclosure () -> String) {
        #expect(fast.diagnostics == general.diagnostics, "reader findings differ: \(context())")
        #expect(fast.findings() == general.findings(), "findings differ: \(context())")
        let (one, other) = (fast.catalog, general.catalog)
        #expect((one == nil) == (other == nil), "only one reading made a catalog: \(context())")
        guard let one, let other else { return }
        #expect(one.name == other.name && one.sourceLocale == other.sourceLocale, "\(context())")
        #expect(one.groups == other.groups, "groups differ: \(context())")
        #expect(one.products == other.products, "products differ: \(context())")
        #expect(one.paywalls == other.paywalls, "paywalls differ: \(context())")
        #expect(one.sourceMap.positions.tables == other.sourceMap.positions.tables, "positions differ: \(context())")
        #expect(one.sourceMap.escapedStrings == other.sourceMap.escapedStrings, "escaped strings differ: \(context())")
        #expect(one.sourceMap.readerErrorScopes == other.sourceMap.readerErrorScopes, "error scopes differ: \(context())")
    }

    @Test func exampleCatalogsAndFixturesReadAlike() throws {
        let files = try Self.catalogFiles()
        for (name, bytes) in files { Self.expectSameReading(bytes, file: name, name) }
        #expect(files.count > 100)
    }

    /// 1,000 random catalogs of each format, seeded (the seed is in every failure).
    @Test(arguments: [(UInt64(0xC0FF_EE22), "random.json"), (UInt64(0x5702_E22), "random.storekit")])
    func randomCatalogsReadAlike(_ seed: UInt64, _ file: String) {
        for (number, text) in Self.randomCatalogs(1_000, seed: seed, file: file).enumerated() {
            Self.expectSameReading(Array(text.utf8), file: file, "catalog \(number) of seed \(seed):\n\(text)")
        }
    }

    /// The example catalogs and every fixture of our format and `.storekit` files, by name, in order.
    static func catalogFiles() throws -> [(name: String, bytes: [UInt8])] {
        var files: [(name: String, bytes: [UInt8])] = []
        for folder in [Fixtures.exampleCatalogs, try Fixtures.url("StoreKit"), try Fixtures.url("BadCatalogs")] {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            where name.hasSuffix(".json") || name.hasSuffix(".storekit") {
                files.append((name, Array(try Data(contentsOf: folder.appendingPathComponent(name)))))
            }
        }
        return files
    }

    /// `count` random catalogs in the format `file` names (`.json` or `.storekit`), from `seed`.
    static func randomCatalogs(_ count: Int, seed: UInt64, file: String) -> [String] {
        var generator = SplitMix(seed: seed)
        return (0..<count).map { _ in file.hasSuffix(".json") ? catalog(&generator) : storeKit(&generator) }
    }

    // MARK: Random catalogs

    static func pick<T>(_ options: [T], _ generator: inout SplitMix) -> T {
        options[Int(generator.next() % UInt64(options.count))]
    }

    static let texts = [
        #""Get {price}""#, #""caf\u00e9 {pric}""#, #""Pro \"max\"""#, #""{""#, #""""#,
        #""Try {trialDays, plural, one {# day} other {# days}} free""#, #""Plain text""#,
    ]
    static let textLists = [#"["One", "caf\u00e9 {x}"]"#, "[]", #"["Two"]"#, #"["One", 2]"#, #"["{"]"#]
    static let fieldLists = [#"["title"]"#, #"["title", "subtitle", "features"]"#, "[]", #"["titel"]"#, "[1]", #"["title", "title"]"#]
    static let others = ["1", "null", "true", "{}", "[]", #""x""#, #"{"a": 1}"#]

    /// A paywall's copy for one locale: usually an object of copy fields, each of its own type most of
    /// the time, sometimes repeated, misspelt or of another type.
    static func copy(_ generator: inout SplitMix) -> String {
        if generator.next() % 10 == 0 { return pick(others, &generator) }
        let keys = ["title", "subtitle", "features", "callToAction", "callToActionWithoutOffer", "sameAsSource", "titel", "odd key"]
        let members = (0..<Int(generator.next() % 7)).map { _ -> String in
            let key = pick(keys, &generator)
            let fitting: [String] =
                switch key {
                case "features": textLists
                case "sameAsSource": fieldLists
                default: texts
                }
            let value = generator.next() % 4 == 0 ? pick(others + texts + textLists, &generator) : pick(fitting, &generator)
            return "\"\(key)\": \(value)"
        }
        return "{ \(members.joined(separator: ", ")) }"
    }

    /// A catalog in our format with two paywalls, each with copy in up to three locales.
    static func catalog(_ generator: inout SplitMix) -> String {
        let locales = [#""en_US""#, #""fr_FR""#, #""de_DE""#, #""en-US""#, #""xx""#]
        let paywalls = (0..<2).map { index -> String in
            let copies = (0..<Int(generator.next() % 4)).map { _ in "\(pick(locales, &generator)): \(copy(&generator))" }
            return """
                { "id": "w\(index)", "products": ["p"], "locales": ["en_US", "fr_FR"], "copy": { \(copies.joined(separator: ", ")) } }
                """
        }
        return """
            { "name": "Random", "groups": [ { "id": "g", "name": "G" } ],
              "products": [ { "id": "p", "type": "autoRenewable", "group": "g", "level": 1, "period": "P1M",
                "prices": { "US": "9.99" }, "localizations": { "en_US": { "displayName": "Pro" }, "fr_FR": { "displayName": "Pro" } },
                "offers": [ { "phases": [ { "mode": "free", "period": "P1W" } ] } ] } ],
              "paywalls": [ \(paywalls.joined(separator: ",\n")) ] }
            """
    }

    /// A `.storekit` localization: usually `locale`, `displayName` and `description` as strings, sometimes
    /// a field twice, an unknown field, another type or not an object.
    static func localization(_ generator: inout SplitMix) -> String {
        if generator.next() % 12 == 0 { return pick(others, &generator) }
        let keys = ["locale", "displayName", "description", "locale", "extra"]
        // fr_JP is valid but unlikely (a finding each time it is read): the locale read last at an index is
        // kept only when it is plain (`NodeReader.locale(_:at:_:index:)`).
        let locales = [#""en_US""#, #""fr_FR""#, #""en-GB""#, #""xx_YY""#, #""de_DE""#, #""zz""#, #""fr_JP""#]
        let members = (0..<Int(generator.next() % 5)).map { _ -> String in
            let key = pick(keys, &generator)
            let fitting = key == "locale" ? locales : texts
            let value = generator.next() % 6 == 0 ? pick(others, &generator) : pick(fitting, &generator)
            return "\"\(key)\" : \(value)"
        }
        return "{ \(members.joined(separator: ", ")) }"
    }

    static func localizations(_ generator: inout SplitMix) -> String {
        "[ \((0..<Int(generator.next() % 5)).map { _ in localization(&generator) }.joined(separator: ", ")) ]"
    }

    /// A `.storekit` file with a group of two subscriptions and a consumable, each with random localizations.
    static func storeKit(_ generator: inout SplitMix) -> String {
        let subscriptions = (0..<2).map { index in
            """
            { "displayPrice" : "9.99", "groupNumber" : \(index + 1), "localizations" : \(localizations(&generator)),
              "productID" : "s\(index)", "recurringSubscriptionPeriod" : "P1M", "referenceName" : "S\(index)",
              "subscriptionGroupID" : "1", "type" : "RecurringSubscription" }
            """
        }
        return """
            { "identifier" : "R", "settings" : { "_storefront" : "USA" },
              "products" : [ { "displayPrice" : "0.99", "localizations" : \(localizations(&generator)), "productID" : "c",
                "referenceName" : "C", "type" : "Consumable" } ],
              "subscriptionGroups" : [ { "id" : "1", "localizations" : \(localizations(&generator)), "name" : "G",
                "subscriptions" : [ \(subscriptions.joined(separator: ", ")) ] } ] }
            """
    }
}
