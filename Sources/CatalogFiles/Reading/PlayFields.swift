import CatalogText

/// The fields of Google Play's JSON objects (Android Publisher API v3) that the Play reader uses. A
/// field an object has beyond these is kept as its source text (`KeptFields`), never reported: the API
/// adds fields over time and a converter writes them back.
///
/// Reference: https://developers.google.com/android-publisher/api-ref/rest/v3/monetization.subscriptions,
/// `monetization.subscriptions.basePlans.offers`, `monetization.onetimeproducts` and `inappproducts`.
enum PlayFields {
    /// A `Subscription` (monetization.subscriptions).
    enum Subscription: String, FieldName {
        case packageName, productId, basePlans, listings
    }

    /// A `BasePlan` of a subscription.
    enum BasePlan: String, FieldName {
        case basePlanId, regionalConfigs, otherRegionsConfig, autoRenewingBasePlanType, prepaidBasePlanType, installmentsBasePlanType
    }

    /// The billing of a base plan: `autoRenewingBasePlanType`, `prepaidBasePlanType` or `installmentsBasePlanType`.
    enum BasePlanType: String, FieldName {
        case billingPeriodDuration, committedPaymentsCount, renewalType
    }

    /// A `RegionalBasePlanConfig`, or a one-time product's `regionalPricingAndAvailabilityConfigs` item.
    enum RegionalPrice: String, FieldName {
        case regionCode, price
    }

    /// An `OtherRegionsBasePlanConfig`, a one-time purchase option's `newRegionsConfig`, or an offer
    /// phase's `otherRegionsPrices` / `absoluteDiscounts`.
    enum OtherRegionsPrices: String, FieldName {
        case usdPrice, eurPrice
    }

    /// A `SubscriptionListing` or `OneTimeProductListing`.
    enum Listing: String, FieldName {
        case languageCode, title, description, benefits
    }

    /// A `SubscriptionOffer`.
    enum Offer: String, FieldName {
        case packageName, productId, basePlanId, offerId, phases, targeting
    }

    /// A `SubscriptionOfferPhase`.
    enum Phase: String, FieldName {
        case recurrenceCount, duration, regionalConfigs, otherRegionsConfig
    }

    /// A `RegionalSubscriptionOfferPhaseConfig`: the region and exactly one of the pricing fields.
    enum PhaseRegionalConfig: String, FieldName {
        case regionCode, price, absoluteDiscount, relativeDiscount, free
    }

    /// An `OtherRegionsSubscriptionOfferPhaseConfig`: exactly one of the pricing fields.
    enum PhaseOtherRegions: String, FieldName {
        case otherRegionsPrices, absoluteDiscounts, relativeDiscount, free
    }

    /// A `Money`: `units` (an int64, written as a string) and `nanos` (billionths, with the sign of `units`).
    enum Money: String, FieldName {
        case currencyCode, units, nanos
    }

    /// A `OneTimeProduct` (monetization.onetimeproducts).
    enum OneTimeProduct: String, FieldName {
        case packageName, productId, listings, purchaseOptions, regionsVersion
    }

    /// A `OneTimeProductPurchaseOption`.
    enum PurchaseOption: String, FieldName {
        case purchaseOptionId, regionalPricingAndAvailabilityConfigs, newRegionsConfig
    }

    /// A legacy `InAppProduct` (inappproducts).
    enum InAppProduct: String, FieldName {
        case packageName, sku, defaultPrice, prices, listings, defaultLanguage
    }

    /// A legacy `Price`: `priceMicros` (an int64 of millionths, written as a string) and `currency`.
    enum MicrosPrice: String, FieldName {
        case priceMicros, currency
    }

    /// A legacy `InAppProductListing`.
    enum InAppListing: String, FieldName {
        case title, description
    }
}
