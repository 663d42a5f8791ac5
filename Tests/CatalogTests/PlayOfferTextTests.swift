import Catalog
import Foundation
import Testing

/// The sentences Google Play offers and commitment plans add, per locale: a phase stated as a share off
/// ("50% off for 3 months", chained with "then"), the line under a commitment plan's price, the
/// disclosure's commitment sentence and Google Play's cancellation sentence.
@Suite("Google Play and commitment sentences")
struct PlayOfferTextTests {
    struct Case: Sendable, CustomStringConvertible {
        let locale: String
        let currency: String
        /// "7 days free, then 50% off for 3 months, then 9.99 per month".
        let chain: String
        /// "12-month commitment, billed monthly".
        let commitmentLine: String
        /// The disclosure of a plan of 12 monthly payments on a Google Play paywall.
        let commitmentDisclosure: String
        var description: String { locale }
    }

    static let cases: [Case] = [
        Case(
            locale: "en_US", currency: "USD",
            chain: "7 days free, then 50% off for 3 months, then $9.99 per month",
            commitmentLine: "12-month commitment, billed monthly",
            commitmentDisclosure:
                "Payment is charged to your account when you confirm the purchase. You commit to 12 monthly payments of $9.99; if you cancel, the payments left in the commitment are still charged. The subscription renews automatically at $9.99 per month until you cancel it. You can cancel at any time in Google Play › Payments & subscriptions › Subscriptions; the subscription stays active until the end of the period you have paid for."
        )
    ]

    /// 7 days free, then 3 months at half price (computed from the regular price, as Play states it),
    /// then the regular price.
    static func chain(_ currency: String) throws -> [PricingPhase] {
        let month = try SubscriptionPeriod("P1M")
        let regular = try Money("9.99", currency: Currency(currency))
        let halfOff = CatalogOffer.Phase(
            mode: .payAsYouGo, period: month, count: 3, prices: [:], discounts: [try Region("US"): .relative(0.5)], otherRegions: nil)
        let discounted = try #require(try halfOff.pricingPhase(in: Region("US"), regular: regular, every: month))
        return [try .freeTrial(SubscriptionPeriod("P7D"), currency: regular.currency), discounted, .regular(regular, every: month)]
    }

    @Test(arguments: cases)
    func discountPhaseIsChainedWithThen(_ test: Case) throws {
        let formatter = try OfferFormatter(locale: LocaleID(test.locale))
        #expect(try formatter.sentence(for: Self.chain(test.currency)) == test.chain)
    }

    @Test(arguments: cases)
    func commitmentLineUnderAMonthlyPrice(_ test: Case) throws {
        let formatter = try OfferFormatter(locale: LocaleID(test.locale))
        #expect(try formatter.commitment(payments: 12, every: SubscriptionPeriod("P1M")) == test.commitmentLine)
    }

    @Test(arguments: cases)
    func commitmentDisclosureOnGooglePlay(_ test: Case) throws {
        let formatter = try OfferFormatter(locale: LocaleID(test.locale))
        let monthly = try Offer(
            kind: .introductory, phases: [.regular(Money("9.99", currency: Currency(test.currency)), every: SubscriptionPeriod("P1M"))])
        #expect(try formatter.disclosure(for: monthly, committedPayments: 12, cancellation: .googlePlay) == test.commitmentDisclosure)
    }

    /// Only monthly billing has a commitment line: the phrase says "billed monthly".
    @Test func noCommitmentLineForOtherPeriods() throws {
        let english = try OfferFormatter(locale: LocaleID("en_US"))
        #expect(try english.commitment(payments: 4, every: SubscriptionPeriod("P3M")) == nil)
        #expect(try english.commitment(payments: 12, every: SubscriptionPeriod("P1M")) != nil)
    }

    /// The price line of a commitment plan is the recurring phrase.
    @Test func commitmentPriceLine() throws {
        let english = try OfferFormatter(locale: LocaleID("en_US"))
        #expect(
            try english.commitmentPrice(Money("9.99", currency: "USD"), every: SubscriptionPeriod("P1M"), payments: 12)
                == "$9.99 per month for 12 months")
        #expect(
            try english.commitmentPrice(Money("9.99", currency: "USD"), every: SubscriptionPeriod("P1M"), payments: 1)
                == "$9.99 for the first month")
    }

    /// One payment is the `one` variant.
    @Test func oneCommittedPayment() throws {
        let english = try OfferFormatter(locale: LocaleID("en_US"))
        let monthly = try Offer(kind: .introductory, phases: [.regular(Money("9.99", currency: "USD"), every: SubscriptionPeriod("P1M"))])
        #expect(
            try english.disclosure(for: monthly, committedPayments: 1, cancellation: .appStore).contains(
                "You commit to 1 monthly payment of $9.99;"))
    }

    /// The App Store's disclosure is unchanged without a commitment.
    @Test func appStoreDisclosureUnchanged() throws {
        let english = try OfferFormatter(locale: LocaleID("en_US"))
        let monthly = try Offer(kind: .introductory, phases: [.regular(Money("9.99", currency: "USD"), every: SubscriptionPeriod("P1M"))])
        #expect(try english.disclosure(for: monthly, committedPayments: nil, cancellation: .appStore) == english.disclosure(for: monthly))
    }
}
