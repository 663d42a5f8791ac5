import CatalogJSON
import Testing

@testable import CatalogFiles
@testable import CatalogText

/// Google Play files are recognised by content and read into the model; a missing or ill-typed field is
/// reported where it is (issue 23, item 1).
@Suite("Google Play reader")
struct PlayReaderTests {
    static let money = #"{"currencyCode": "USD", "units": "4", "nanos": 990000000}"#
    static let basePlan = """
        {"basePlanId": "monthly", "autoRenewingBasePlanType": {"billingPeriodDuration": "P1M"},
         "regionalConfigs": [{"regionCode": "US", "price": \(money)}]}
        """
    static let subscription = """
        {"packageName": "com.example.app", "productId": "pro", "basePlans": [\(basePlan)],
         "listings": [{"languageCode": "en-US", "title": "Pro", "description": "All of it", "benefits": ["Sync"]}]}
        """
    static let offer = """
        {"packageName": "com.example.app", "productId": "pro", "basePlanId": "monthly", "offerId": "trial",
         "targeting": {"acquisitionRule": {"scope": {"thisSubscription": {}}}},
         "phases": [{"recurrenceCount": 1, "duration": "P1W", "regionalConfigs": [{"regionCode": "US", "free": {}}]}]}
        """
    static let oneTime = """
        {"packageName": "com.example.app", "productId": "lifetime", "listings": [{"languageCode": "en-US", "title": "Forever", "description": "Once"}],
         "purchaseOptions": [{"purchaseOptionId": "buy", "regionalPricingAndAvailabilityConfigs": [{"regionCode": "US", "price": \(money)}]}]}
        """
    static let inApp = """
        {"packageName": "com.example.app", "sku": "coins", "defaultPrice": {"priceMicros": "990000", "currency": "USD"},
         "prices": {"US": {"priceMicros": "990000", "currency": "USD"}}, "listings": {"en-US": {"title": "Coins", "description": "A pile"}},
         "defaultLanguage": "en-US"}
        """

    static func read(_ text: String, file: String = "play.json") -> CatalogLoader.Output {
        CatalogLoader.load(bytes: Array(text.utf8), file: file)
    }

    @Test(
        "Each shape is recognised by content, whatever the file's name",
        arguments: [
            (subscription, PlayShape.subscription, ["pro:monthly"]),
            (#"{"subscriptions": [\#(subscription)]}"#, .subscriptionList, ["pro:monthly"]),
            (offer, .offer, []),
            (#"{"subscriptionOffers": [\#(offer)]}"#, .offerList, []),
            (oneTime, .oneTimeProduct, ["lifetime:buy"]),
            (#"{"oneTimeProducts": [\#(oneTime)]}"#, .oneTimeProductList, ["lifetime:buy"]),
            (inApp, .inAppProduct, ["coins"]),
            (#"{"inappproduct": [\#(inApp)]}"#, .inAppProductList, ["coins"]),
        ])
    func recognised(text: String, shape: PlayShape, products: [String]) throws {
        let root = try JSONParser.parse(Array(text.utf8))
        #expect(PlayShape.of(root) == shape)
        let output = Self.read(text, file: "anything.txt")
        let catalog = try #require(output.catalog)
        #expect(catalog.play?.packageName == "com.example.app")
        #expect(catalog.stores == [.googlePlay])
        #expect(catalog.products.map(\.id) == products)
    }

    @Test(
        "Other JSON is not Play's",
        arguments: [
            #"{"name": "Shop", "products": [], "paywalls": []}"#, #"{"settings": {"_storefront": "USA"}, "subscriptionGroups": []}"#,
            #"{"productId": "pro"}"#, "[]",
        ])
    func notPlay(text: String) throws {
        #expect(PlayShape.of(try JSONParser.parse(Array(text.utf8))) == nil)
    }

    @Test(
        "A Play file with a missing or ill-typed field: the finding, where it is",
        arguments: [
            (
                #"{"packageName": "a", "productId": "pro", "basePlans": [{"basePlanId": "m"}]}"#,
                "play.json:1:56: error: missing required field \"autoRenewingBasePlanType\" [missing-field]"
            ),
            (#"{"packageName": "a", "basePlans": []}"#, "play.json:1:1: error: missing required field \"productId\" [missing-field]"),
            (
                #"{"packageName": "a", "productId": "pro", "basePlans": {}}"#,
                "play.json:1:55: error: expected an array, found an object [wrong-type]"
            ),
            (
                #"{"sku": "c", "prices": {"US": {"priceMicros": 1.5, "currency": "USD"}}}"#,
                "play.json:1:31: error: priceMicros \"1.5\" is not a whole number of millionths [invalid-price]"
            ),
            (
                #"{"subscriptionOffers": [{"productId": "p", "basePlanId": "m", "offerId": "o", "phases": [{"duration": "P1W", "recurrenceCount": "1"}]}]}"#,
                "play.json:1:129: error: expected a whole number, found a string [wrong-type]"
            ),
            (
                #"{"oneTimeProducts": [{"productId": "p", "purchaseOptions": [{"purchaseOptionId": "b", "regionalPricingAndAvailabilityConfigs": [{"regionCode": "US", "price": {"currencyCode": "USD", "units": "-1", "nanos": -500000000}}]}]}]}"#,
                "play.json:1:159: error: the price is negative: -1.5 USD [invalid-price]"
            ),
        ])
    func badField(text: String, expected: String) {
        let first = Self.read(text).diagnostics.first?.rendered.split(separator: "\n").first.map(String.init)
        #expect(first == expected)
    }

    @Test("Money and priceMicros are read exactly")
    func exactMoney() throws {
        let catalog = try #require(Self.read(Self.subscription).catalog)
        #expect(catalog.products[0].prices[Region.unitedStates]?.description == "4.99 USD")
        let coins = try #require(Self.read(Self.inApp).catalog)
        #expect(coins.products[0].prices[Region.unitedStates]?.description == "0.99 USD")
    }

    @Test("Unknown fields are kept as written, and never reported")
    func keptFields() throws {
        let text = """
            {"packageName": "com.example.app", "productId": "pro", "futureField": {"a": [1, "x\\"y"]},
             "basePlans": [{"basePlanId": "monthly", "state": "ACTIVE", "autoRenewingBasePlanType": {"billingPeriodDuration": "P1M", "gracePeriodDuration": "P3D"},
               "regionalConfigs": [{"regionCode": "US", "newSubscriberAvailability": true, "price": {"currencyCode": "USD", "units": "1"}}]}],
             "listings": [{"languageCode": "en-US", "title": "Pro", "note": null}]}
            """
        let output = Self.read(text)
        #expect(output.diagnostics.isEmpty)
        let kept = try #require(output.catalog?.products.first?.play?.kept)
        #expect(kept["subscription"] == KeptFields(fields: ["futureField": #"{"a": [1, "x\"y"]}"#]))
        #expect(kept["basePlan"] == KeptFields(fields: ["state": #""ACTIVE""#]))
        #expect(kept["basePlanType"] == KeptFields(fields: ["gracePeriodDuration": #""P3D""#]))
        #expect(kept["regionalConfig:US"] == KeptFields(fields: ["newSubscriberAvailability": "true"]))
        #expect(kept["listing:en-US"] == KeptFields(fields: ["note": "null"]))
        // Kept text read again is the field as the file has it.
        for (_, fields) in kept {
            for (_, json) in fields.fields { _ = try JSONParser.parse(Array(json.utf8)) }
        }
        #expect(Self.read(text).catalog?.products == output.catalog?.products)
    }

    @Test("Listing codes are Play's: iw-IL is Hebrew, zh-CN Simplified Chinese")
    func listingLanguages() throws {
        let text = Self.subscription.replacingOccurrences(
            of: #""languageCode": "en-US""#, with: #""languageCode": "iw-IL""#)
        let catalog = try #require(Self.read(text).catalog)
        let locale = try #require(catalog.products[0].localizations.keys.first)
        #expect(locale.language == "he")
        #expect(catalog.sourceLocale == locale)
    }
}
