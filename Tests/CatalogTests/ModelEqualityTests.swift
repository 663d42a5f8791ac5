import Catalog
import Testing

/// Model values are equal by content: the JSON path they were read from is for diagnostics only.
@Suite("Model equality ignores the source path")
struct ModelEqualityTests {
    static func product(path: String) throws -> Product {
        let month = try SubscriptionPeriod("P1M")
        let phase = CatalogOffer.Phase(mode: .free, period: month, count: 1, prices: [:], path: "\(path).offers[0].phases[0]")
        return Product(
            id: "pro.monthly", type: .autoRenewable, referenceName: "Pro", groupID: "pro", level: 1, period: month,
            prices: [try Region("US"): try Money("9.99", currency: "USD")], localizations: [:],
            offers: [CatalogOffer(id: nil, kind: .introductory, phases: [phase], path: "\(path).offers[0]")], path: path)
    }

    /// Two values equal in content, read from different places: equal, same hash, paths kept.
    @Test func sameContentDifferentPaths() throws {
        let first = try Self.product(path: "products[0]")
        let second = try Self.product(path: "products[3]")
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(Set([first, second]).count == 1)
        #expect(first.path == "products[0]")
        #expect(second.path == "products[3]")
        #expect(second.offers[0].path == "products[3].offers[0]")
        #expect(second.offers[0].phases[0].path == "products[3].offers[0].phases[0]")

        let group = SubscriptionGroup(id: "pro", name: "Pro", path: "groups[0]")
        #expect(group == SubscriptionGroup(id: "pro", name: "Pro", path: "groups[1]"))
        #expect(group != SubscriptionGroup(id: "pro", name: "Pro Plus", path: "groups[0]"))

        let paywall = Paywall(id: "main", productIDs: ["pro.monthly"], locales: [], copy: [:], path: "paywalls[0]")
        #expect(paywall == Paywall(id: "main", productIDs: ["pro.monthly"], locales: [], copy: [:], path: "paywalls[2]"))
        #expect(paywall.path == "paywalls[0]")
    }

    /// Content still counts: a different price or ID is a different product.
    @Test func differentContent() throws {
        let product = try Self.product(path: "products[0]")
        let other = Product(
            id: "pro.yearly", type: product.type, referenceName: product.referenceName, groupID: product.groupID, level: product.level,
            period: product.period, prices: product.prices, localizations: product.localizations, offers: product.offers, path: product.path
        )
        #expect(product != other)
    }

    /// The same product read from two files is equal; its paths say where each came from.
    @Test func readFromTwoFiles() throws {
        let product =
            #"{ "id": "pro.monthly", "type": "autoRenewable", "group": "pro", "period": "P1M", "prices": { "US": "9.99" }, "localizations": { "en_US": { "displayName": "Pro", "description": "All" } } }"#
        let one = #"{ "name": "A", "groups": [{ "id": "pro", "name": "Pro" }], "products": ["# + product + "] }"
        let two =
            #"{ "name": "A", "groups": [{ "id": "pro", "name": "Pro" }], "products": [{ "id": "pro.yearly", "type": "autoRenewable", "group": "pro", "period": "P1Y", "prices": { "US": "49.99" }, "localizations": { "en_US": { "displayName": "Pro", "description": "All" } } }, "#
            + product + "] }"
        let first = try #require(CatalogLoader.load(bytes: Array(one.utf8), file: "one.json").catalog?.product(withID: "pro.monthly"))
        let second = try #require(CatalogLoader.load(bytes: Array(two.utf8), file: "two.json").catalog?.product(withID: "pro.monthly"))
        #expect(first == second)
        #expect(first.path == "products[0]")
        #expect(second.path == "products[1]")
    }
}
