/// The fields of each object of an Xcode `.storekit` file that the reader knows (Apple publishes no
/// schema; these are the fields of format versions 1 to 5). Others are reported as notes.
enum StoreKitFields {
    /// The top-level object.
    enum Root: String, FieldName {
        case identifier, nonRenewingSubscriptions, products, settings, subscriptionGroups, version, appPolicies
        case subscriptionOffersKeyPair
    }

    /// A product or subscription.
    enum Product: String, FieldName {
        case displayPrice, familyShareable, internalID, localizations, productID, referenceName, type, subscriptionGroupID
        case groupNumber, recurringSubscriptionPeriod, introductoryOffer, introductoryOffers, adHocOffers, codeOffers
        case winbackOffers, billingPlans, offers
    }

    /// An offer of a subscription.
    enum Offer: String, FieldName {
        case paymentMode, subscriptionPeriod, numberOfPeriods, displayPrice, internalID, offerID, referenceName, eligibility
        case isStackable, eligibilityDuration, customerEligibility, minimumDuration
    }

    /// A subscription group.
    enum Group: String, FieldName {
        case id, name, localizations, subscriptions
    }

    /// A product's or a group's name (and description) in one locale.
    enum Localization: String, FieldName {
        case locale, displayName, description
    }
}
