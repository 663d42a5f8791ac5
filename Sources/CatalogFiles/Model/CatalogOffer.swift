import CatalogText

/// An offer as a catalog states it: per-storefront phase prices, before the product's regular price.
public struct CatalogOffer: Sendable, Hashable {
    /// How a phase charges.
    public enum Mode: String, Sendable, Hashable, Codable, CaseIterable {
        /// Nothing, for `count` periods (a free trial).
        case free
        /// A discounted price each period, for `count` periods.
        case payAsYouGo
        /// One payment for `count` periods.
        case payUpFront
    }

    /// One phase, priced per storefront.
    public struct Phase: Sendable, Hashable {
        /// How the phase charges.
        public let mode: Mode
        /// The length of one period: the trial, the billing period, or the period paid for up front.
        public let period: SubscriptionPeriod
        /// How many periods the phase lasts (covers, for pay up front).
        public let count: Int
        /// Prices per storefront; empty for a free phase.
        public let prices: [Region: Money]
        /// Prices stated as a discount off the storefront's regular price (Google Play), per storefront;
        /// a storefront has a price or a discount, not both.
        public let discounts: [Region: Discount]
        /// Google Play's pricing for regions the offer does not list (`otherRegionsConfig`), when given.
        public let otherRegions: OtherRegionsPhasePricing?
        /// The JSON path of the phase, for diagnostics; not part of `==`: values equal in content
        /// are equal wherever they were read from.
        public var path: String { source.path }
        /// Where the value was read from.
        private let source: SourcePath

        /// A phase from its fields; `path` is where it was read from, for diagnostics.
        public init(mode: Mode, period: SubscriptionPeriod, count: Int, prices: [Region: Money], path: String = "") {
            self.init(mode: mode, period: period, count: count, prices: prices, discounts: [:], otherRegions: nil, path: path)
        }

        /// A phase with prices stated as discounts in some storefronts (Google Play).
        ///
        /// ```swift
        /// let halfOff = CatalogOffer.Phase(
        ///     mode: .payAsYouGo, period: try SubscriptionPeriod("P1M"), count: 3, prices: [:],
        ///     discounts: [Region("US"): .relative(0.5)], otherRegions: nil)
        /// ```
        public init(
            mode: Mode, period: SubscriptionPeriod, count: Int, prices: [Region: Money], discounts: [Region: Discount],
            otherRegions: OtherRegionsPhasePricing?, path: String = ""
        ) {
            self.mode = mode
            self.period = period
            self.count = count
            self.prices = prices
            self.discounts = discounts
            self.otherRegions = otherRegions
            self.source = SourcePath(path: path)
        }

        /// The phase as a pricing phase in a storefront, computing a discount from the product's regular
        /// price there (`regular`, billed every `billingPeriod`); nil when it has no price there.
        ///
        /// ```swift
        /// let phase = try halfOff.pricingPhase(in: Region("US"), regular: Money("9.99", currency: "USD"), every: SubscriptionPeriod("P1M"))
        /// phase?.price  // 5.00 USD (4.995 rounded half to even), phase?.relativeDiscount == 0.5
        /// ```
        /// - Throws: as ``pricingPhase(in:currency:)``.
        public func pricingPhase(in region: Region, regular: Money, every billingPeriod: SubscriptionPeriod) throws(OfferError)
            -> PricingPhase?
        {
            guard mode != .free, prices[region] == nil, let discount = discounts[region] else {
                return try pricingPhase(in: region, currency: regular.currency)
            }
            guard let price = discount.price(for: period, regular: regular, every: billingPeriod) else { return nil }
            if case .relative(let fraction) = discount {
                return try PricingPhase.discounted(price, off: fraction, every: period, count: count)
            }
            return try PricingPhase(price: price, period: period, recurrence: .cycles(count))
        }

        /// The phase as a pricing phase in a storefront, or nil when it has no price there.
        ///
        /// ```swift
        /// let trial = CatalogOffer.Phase(mode: .free, period: try SubscriptionPeriod("P1W"), count: 1, prices: [:])
        /// try trial.pricingPhase(in: Region("US"), currency: Currency("USD"))?.isFree  // true
        /// ```
        /// - Throws: `OfferError.noCycles` for a count below 1; `OfferError.invalidPeriod` when a
        ///   pay-up-front phase lasts longer than a period can be.
        public func pricingPhase(in region: Region, currency: Currency) throws(OfferError) -> PricingPhase? {
            switch mode {
            case .free:
                return try PricingPhase(price: Money(zeroIn: currency), period: period, recurrence: .cycles(count))
            case .payAsYouGo:
                guard let price = prices[region] else { return nil }
                return try PricingPhase(price: price, period: period, recurrence: .cycles(count))
            case .payUpFront:
                guard let price = prices[region] else { return nil }
                do { return try PricingPhase.payUpFront(price, for: period, count: count) } catch { throw .invalidPeriod(error) }
            }
        }
    }

    /// The offer's ID, when the store needs one (promotional, offer codes, win-back).
    public let id: String?
    /// Which kind of offer it is.
    public let kind: Offer.Kind
    /// The phases, in order; the regular price follows the last.
    public let phases: [Phase]
    /// What Google Play says about the offer (who may take it, fields kept for writing back); nil for
    /// an offer not read from or meant for Play.
    public let play: PlayOfferInfo?
    /// The JSON path of the offer, for diagnostics; not part of `==`: values equal in content
    /// are equal wherever they were read from.
    public var path: String { source.path }
    /// Where the value was read from.
    private let source: SourcePath

    /// An offer from its fields; `path` is where it was read from, for diagnostics.
    public init(id: String?, kind: Offer.Kind, phases: [Phase], path: String = "") {
        self.init(id: id, kind: kind, phases: phases, play: nil, path: path)
    }

    /// An offer with its Google Play facts.
    ///
    /// ```swift
    /// let welcome = CatalogOffer(id: "welcome", kind: .introductory, phases: [], play: PlayOfferInfo(eligibility: .newCustomers))
    /// ```
    public init(id: String?, kind: Offer.Kind, phases: [Phase], play: PlayOfferInfo?, path: String = "") {
        self.id = id
        self.kind = kind
        self.phases = phases
        self.play = play
        self.source = SourcePath(path: path)
    }
}
