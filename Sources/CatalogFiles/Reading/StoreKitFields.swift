import CatalogText

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

    /// The fields of Catalog's format that hold the values of a product's StoreKit fields: lint rules
    /// name fields as our format does, and these point their findings at StoreKit's names.
    static let productAliases: KeyValuePairs<CatalogJSONFields.Product, Product> = [
        .id: .productID, .period: .recurringSubscriptionPeriod, .level: .groupNumber, .group: .subscriptionGroupID,
        .prices: .displayPrice,
    ]

    /// The fields of an offer's phase in Catalog's format that hold the values of a StoreKit offer's fields.
    static let phaseAliases: KeyValuePairs<CatalogJSONFields.Phase, Offer> = [
        .period: .subscriptionPeriod, .count: .numberOfPeriods, .prices: .displayPrice,
    ]

    /// StoreKit's product types (`"type"`) and what they are in Catalog.
    static let productTypes: [String: ProductType] = [
        "Consumable": .consumable, "NonConsumable": .nonConsumable, "NonRenewingSubscription": .nonRenewing,
        "RecurringSubscription": .autoRenewable,
    ]

    /// StoreKit's payment modes (`"paymentMode"`) and what they are in Catalog.
    static let paymentModes: [String: CatalogOffer.Mode] = [
        "free": .free, "freeTrial": .free, "payAsYouGo": .payAsYouGo, "payUpFront": .payUpFront,
    ]
}
