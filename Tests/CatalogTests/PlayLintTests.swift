import Foundation
import Testing

@testable import CatalogFiles
@testable import CatalogText

/// Google Play's own rules, one tiny test each: a catalog made in code (Play's values our JSON format
/// does not hold: discounts, base plans, benefits, commitments) or our format, that breaks one rule
/// and is reported by exactly that rule, with its message, hint and place.
@Suite("Lint: Google Play's rules")
struct PlayLintTests {
    static let file = "lumen.json"

    /// Lumen Premium's monthly base plan, 9.99 USD in US and 9.99 EUR in DE, with an English listing.
    static func plan(
        period: String = "P1M", prices: [String: (String, String)] = ["US": ("9.99", "USD"), "DE": ("9.99", "EUR")],
        listings: [String: Product.Localization] = ["en_US": .init(displayName: "Lumen Premium", description: "Every lesson")],
        offers: [CatalogOffer] = [], commitment: Commitment? = nil,
        play: PlayProductInfo? = PlayProductInfo(productID: "premium", basePlanID: "monthly")
    ) throws -> Product {
        Product(
            id: play?.productIDInCatalog ?? "premium", type: .autoRenewable, referenceName: "Premium", groupID: "premium",
            period: try SubscriptionPeriod(period),
            prices: Dictionary(uniqueKeysWithValues: try prices.map { (try Region($0.key), try Money($0.value.0, currency: $0.value.1)) }),
            localizations: Dictionary(uniqueKeysWithValues: try listings.map { (try LocaleID($0.key), $0.value) }), offers: offers,
            commitment: commitment, play: play, path: "products[0]")
    }

    /// A Google Play catalog (read from Play's files unless `play` is nil) with `products`.
    static func findings(_ products: [Product], stores: Set<Store> = [.googlePlay], readFromPlay: Bool = true) throws -> [Diagnostic] {
        let catalog = ProductCatalog(
            name: "Lumen", stores: stores, sourceLocale: try LocaleID("en_US"), defaultStorefront: try Region("US"),
            groups: [SubscriptionGroup(id: "premium", name: "Premium")], products: products, paywalls: [],
            play: readFromPlay ? PlayCatalogInfo(packageName: "com.example.lumen") : nil, file: file)
        return Linter().lint(catalog)
    }

    /// An offer on the plan with one phase of `mode` priced in US as given.
    static func offer(
        id: String? = "welcome", period: String = "P1M", count: Int = 1, prices: [String: Money] = [:],
        discounts: [String: CatalogOffer.Discount] = [:], otherRegions: CatalogOffer.OtherRegionsPhasePricing? = nil
    ) throws -> CatalogOffer {
        let phase = CatalogOffer.Phase(
            mode: .payAsYouGo, period: try SubscriptionPeriod(period), count: count,
            prices: Dictionary(uniqueKeysWithValues: try prices.map { (try Region($0.key), $0.value) }),
            discounts: Dictionary(uniqueKeysWithValues: try discounts.map { (try Region($0.key), $0.value) }), otherRegions: otherRegions,
            path: "products[0].offers[0].phases[0]")
        return CatalogOffer(
            id: id, kind: .introductory, phases: [phase], play: PlayOfferInfo(eligibility: .newCustomers), path: "products[0].offers[0]")
    }

    /// The one finding of a catalog, checked for rule, message, hint and place.
    static func expectOne(
        _ findings: [Diagnostic], _ rule: Diagnostic.Rule, _ message: String, hint: String?, path: String,
        location: Diagnostic.Location = .start, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(findings.map(\.rule) == [rule], sourceLocation: sourceLocation)
        #expect(findings.first?.message == message, sourceLocation: sourceLocation)
        #expect(findings.first?.hint == hint, sourceLocation: sourceLocation)
        #expect(findings.first?.path == path, sourceLocation: sourceLocation)
        #expect(findings.first?.file == file || findings.first?.file == "test.json", sourceLocation: sourceLocation)
        #expect(findings.first?.location == location, sourceLocation: sourceLocation)
    }

    @Test func aPlayPlanIsClean() throws {
        let halfOff = try Self.offer(discounts: ["US": .relative(0.5), "DE": .absolute(Money("2", currency: "EUR"))])
        #expect(try Self.findings([Self.plan(offers: [halfOff])]).isEmpty)
    }

    /// Play's product ID rules apply to the subscription's productId, not to the catalog's
    /// "productId:basePlanId".
    @Test func productIDRulesApplyToPlaysProductID() throws {
        #expect(try Self.findings([Self.plan()]).isEmpty)
        Self.expectOne(
            try Self.findings([Self.plan(play: PlayProductInfo(productID: "premium-plus", basePlanID: "monthly"))]), .productIDInvalid,
            "product ID \"premium-plus\": \"-\" at position 8: Google Play IDs use lowercase letters, digits, '_' and '.'",
            hint: "e.g. com.example.pro_monthly", path: "products[0].id")
    }

    @Test func basePlanID() throws {
        Self.expectOne(
            try Self.findings([Self.plan(play: PlayProductInfo(productID: "premium", basePlanID: "monthly_plan"))]), .playIDInvalid,
            "base plan ID \"monthly_plan\": \"_\" at position 8: Google Play IDs use lowercase letters, digits and '-'",
            hint: "e.g. monthly or annual-2026", path: "products[0].basePlanId")
        let long = String(repeating: "a", count: 64)
        Self.expectOne(
            try Self.findings([Self.plan(play: PlayProductInfo(productID: "premium", basePlanID: long))]), .playIDInvalid,
            "base plan ID \"\(long)\": 64 characters, more than the 63 Google Play allows", hint: "e.g. monthly or annual-2026",
            path: "products[0].basePlanId")
    }

    @Test func offerID() throws {
        let offer = try Self.offer(id: "trial.7d", prices: ["US": Money("4.99", currency: "USD"), "DE": Money("4.99", currency: "EUR")])
        Self.expectOne(
            try Self.findings([Self.plan(offers: [offer])]), .playIDInvalid,
            "offer ID \"trial.7d\": \".\" at position 6: Google Play IDs use lowercase letters, digits and '-'",
            hint: "e.g. free-trial or winback-50", path: "products[0].offers[0].id")
    }

    @Test func aRegionWithBothAPriceAndADiscount() throws {
        let offer = try Self.offer(
            prices: ["US": Money("4.99", currency: "USD"), "DE": Money("4.99", currency: "EUR")], discounts: ["US": .relative(0.5)])
        Self.expectOne(
            try Self.findings([Self.plan(offers: [offer])]), .playRegionalConfig,
            "the payAsYouGo phase has both a price and a discount in US",
            hint: "a region of a Google Play phase has one of a price, an absolute discount, a relative discount or free",
            path: "products[0].offers[0].phases[0].discounts.US")
    }

    @Test(arguments: ["0", "1", "1.5", "-0.25"])
    func relativeDiscountOutOfRange(_ fraction: String) throws {
        let value = try #require(Decimal(string: fraction))
        let offer = try Self.offer(prices: ["DE": Money("4.99", currency: "EUR")], discounts: ["US": .relative(value)])
        Self.expectOne(
            try Self.findings([Self.plan(offers: [offer])]), .relativeDiscountRange,
            "the relative discount \(fraction) in US is not strictly between 0 and 1",
            hint: "write the share as a fraction such as 0.25; for nothing to pay, make the phase free",
            path: "products[0].offers[0].phases[0].discounts.US")
    }

    /// Play's own example: a $12-a-year plan costs $3 over 3 months, so $3 off leaves nothing.
    @Test func absoluteDiscountNotBelowTheProratedPrice() throws {
        let yearly = try Self.plan(
            period: "P1Y", prices: ["US": ("12", "USD")],
            offers: [Self.offer(period: "P3M", discounts: ["US": .absolute(Money("3", currency: "USD"))])])
        Self.expectOne(
            try Self.findings([yearly]), .absoluteDiscountTooLarge,
            "the absolute discount 3 USD in US is not below the base plan's price over one phase period, 3 USD for 3 months (12 USD per year)",
            hint: "Google Play subtracts it from the base plan's price for one phase period; take off less, or make the phase free",
            path: "products[0].offers[0].phases[0].discounts.US")
        let twoOff = try Self.plan(
            period: "P1Y", prices: ["US": ("12", "USD")],
            offers: [Self.offer(period: "P3M", discounts: ["US": .absolute(Money("2", currency: "USD"))])])
        #expect(try Self.findings([twoOff]).isEmpty)
    }

    @Test func anAmountOffInAnotherCurrency() throws {
        let offer = try Self.offer(discounts: ["US": .relative(0.5), "DE": .absolute(Money("2", currency: "USD"))])
        Self.expectOne(
            try Self.findings([Self.plan(offers: [offer])]), .playPriceCurrency,
            "Google Play charges the DE region in EUR, this amount off is in USD", hint: "write the discount in EUR",
            path: "products[0].offers[0].phases[0].discounts.DE")
    }

    @Test func otherRegionsAreInDollarsAndEuros() throws {
        let other = OtherRegionsPrices(usd: try Money("9.99", currency: "GBP"), eur: try Money("9.99", currency: "EUR"))
        Self.expectOne(
            try Self.findings([Self.plan(play: PlayProductInfo(productID: "premium", basePlanID: "monthly", otherRegions: other))]),
            .otherRegionsCurrency, "the other regions' USD price is 9.99 GBP, in GBP",
            hint: "Google Play prices regions without a price of their own in US dollars (usdPrice) and euros (eurPrice)",
            path: "products[0].otherRegions.usd")
    }

    @Test func atMostFourBenefits() throws {
        let listing = Product.Localization(displayName: "Lumen Premium", description: "Every lesson", benefits: ["A", "B", "C", "D", "E"])
        Self.expectOne(
            try Self.findings([Self.plan(listings: ["en_US": listing])]), .playBenefitCount,
            "the en_US listing has 5 benefits; Google Play shows at most 4", hint: "keep the 4 that matter most",
            path: "products[0].localizations.en_US.benefits")
    }

    @Test func benefitLength() throws {
        let long = String(repeating: "b", count: 41)
        let listing = Product.Localization(displayName: "Lumen Premium", description: "Every lesson", benefits: ["Offline", long])
        Self.expectOne(
            try Self.findings([Self.plan(listings: ["en_US": listing])]), .playBenefitTooLong,
            "benefit \"\(long)\" is 41 characters; Google Play allows 40", hint: "shorten it to 40 characters",
            path: "products[0].localizations.en_US.benefits[1]")
    }

    /// A listing code Play does not take, read from Play's files, is reported with Play's code for it.
    @Test(arguments: [("ko", "ko-KR"), ("he", "iw-IL"), ("zh_Hans", "zh-CN"), ("nb", "no-NO")])
    func listingLanguagePlayDoesNotTake(_ code: String, _ playCode: String) throws {
        let listing = Product.Localization(displayName: "Lumen Premium", description: "Every lesson")
        let locale = try LocaleID(code)
        Self.expectOne(
            try Self.findings([Self.plan(listings: ["en_US": listing, code: listing])]), .playListingLanguage,
            "Google Play takes no listing language \"\(locale.languageTag)\"", hint: "Google Play's code for it is \(playCode)",
            path: "products[0].localizations.\(locale.identifier)")
    }

    @Test func offerOnAProductWithoutABasePlan() throws {
        let offer = try Self.offer(prices: ["US": Money("4.99", currency: "USD"), "DE": Money("4.99", currency: "EUR")])
        Self.expectOne(
            try Self.findings([Self.plan(offers: [offer], play: PlayProductInfo(productID: "premium"))]), .playUnknownBasePlan,
            "offer \"welcome\" of \"premium\" names no base plan: the product has no base plan ID",
            hint: "an offer extends one base plan of its subscription; give the product its basePlanId", path: "products[0].offers[0]")
    }

    @Test func aCommitmentOfOnePayment() throws {
        Self.expectOne(
            try Self.findings([Self.plan(commitment: Commitment(payments: 1))]), .commitmentPayments,
            "a commitment of 1 payment commits to nothing; it needs at least 2",
            hint: "commit to 2 or more payments, or sell an ordinary subscription billed every period", path: "products[0].commitment")
        #expect(try Self.findings([Self.plan(commitment: Commitment(payments: 2))]).isEmpty)
    }

    /// The App Store's commitment plans bill monthly for 12 payments (2026); Play's installments may differ.
    @Test func theAppStoresCommitmentIsTwelveMonths() throws {
        let sixMonths = try Self.plan(commitment: Commitment(payments: 6), play: nil)
        Self.expectOne(
            try Self.findings([sixMonths], stores: [.appStore], readFromPlay: false), .appStoreCommitment,
            "the App Store's commitment plans bill monthly for 12 payments; this one bills every P1M for 6",
            hint: "use \"period\": \"P1M\" and 12 payments, or sell this plan on Google Play only", path: "products[0].commitment")
        #expect(try Self.findings([sixMonths]).isEmpty)
        #expect(
            try Self.findings([Self.plan(commitment: Commitment(payments: 12), play: nil)], stores: [.appStore], readFromPlay: false)
                .isEmpty)
    }

    /// The text of an offer holds Play's five phases and the base plan's price after them.
    @Test func anOfferHoldsFivePhasesBeforeTheRegularPrice() throws {
        let month = try SubscriptionPeriod("P1M")
        let five = try (1...5).map { try PricingPhase(price: Money("\($0)", currency: "USD"), period: month, recurrence: .cycles(1)) }
        let regular = PricingPhase.regular(try Money("9.99", currency: "USD"), every: month)
        #expect(try Offer(kind: .googlePlay, phases: five + [regular]).offerPhases.count == 5)
        #expect(throws: OfferError.tooManyPhases(6)) { try Offer(kind: .googlePlay, phases: five + five.prefix(1) + [regular]) }
    }
}
