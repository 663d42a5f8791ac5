import CatalogText

/// The fields of each object of Catalog's JSON format, declared once. docs/catalog-format.md describes
/// them and `catalogs/catalog.schema.json` lists them; `CatalogFormatFieldTests` checks that both agree
/// with these enums.
enum CatalogJSONFields {
    /// The top-level object.
    enum Catalog: String, FieldName {
        case schema = "$schema", name, stores, sourceLocale, defaultStorefront, groups, products, paywalls, googlePlay
    }

    /// The Google Play app a catalog is for (`googlePlay` at the top level).
    enum PlayApp: String, FieldName {
        case packageName, regionsVersion
    }

    /// A subscription group (`groups[i]`).
    enum Group: String, FieldName {
        case id, name, localizations
    }

    /// A group's name in one locale (`groups[i].localizations.<locale>`).
    enum GroupLocalization: String, FieldName {
        case name
    }

    /// A product (`products[i]`).
    enum Product: String, FieldName {
        case id, type, referenceName, group, level, period, familyShareable, prices, localizations, offers, commitment, googlePlay
        case googlePlayFields
    }

    /// A subscription's committed payments (`products[i].commitment`).
    enum Commitment: String, FieldName {
        case payments, renewal
    }

    /// A product's Google Play identity (`products[i].googlePlay`).
    enum PlayProduct: String, FieldName {
        case productId, basePlanId, purchaseOptionId, otherRegions
    }

    /// Google Play's dollar and euro prices for regions without their own (`googlePlay.otherRegions`,
    /// `otherRegions.prices`, `otherRegions.absoluteDiscounts`).
    enum OtherRegions: String, FieldName {
        case usd, eur
    }

    /// A product's store metadata in one locale (`products[i].localizations.<locale>`).
    enum ProductLocalization: String, FieldName {
        case displayName, description, benefits
    }

    /// A price in another currency than the storefront's (`prices.<storefront>` as an object).
    enum Price: String, FieldName {
        case amount, currency
    }

    /// An offer (`products[i].offers[j]`).
    enum Offer: String, FieldName {
        case id, kind, phases, googlePlay, googlePlayFields
    }

    /// What Google Play says about an offer (`offers[j].googlePlay`).
    enum PlayOffer: String, FieldName {
        case eligibility
    }

    /// An offer's phase (`offers[j].phases[k]`).
    enum Phase: String, FieldName {
        case mode, period, count, prices, discounts, otherRegions
    }

    /// A phase's discount in one storefront (`phases[k].discounts.<storefront>`): exactly one field.
    enum Discount: String, FieldName {
        case relative, absolute
    }

    /// A phase's pricing for Google Play's other regions (`phases[k].otherRegions`): exactly one field.
    enum PhaseOtherRegions: String, FieldName {
        case prices, absoluteDiscounts, relativeDiscount, free
    }

    /// A paywall (`paywalls[i]`).
    enum Paywall: String, FieldName {
        case id, products, highlight, locales, copy, links
    }

    /// A paywall's copy in one locale (`paywalls[i].copy.<locale>`).
    enum Copy: String, FieldName {
        case title, subtitle, features, callToAction, callToActionWithoutOffer, sameAsSource
    }

    /// A paywall's links (`paywalls[i].links`).
    enum Links: String, FieldName {
        case terms, privacy
    }
}
