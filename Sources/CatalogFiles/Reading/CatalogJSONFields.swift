import CatalogText

/// The fields of each object of Catalog's JSON format, declared once. docs/catalog-format.md describes
/// them and `catalogs/catalog.schema.json` lists them; `CatalogFormatFieldTests` checks that both agree
/// with these enums.
enum CatalogJSONFields {
    /// The top-level object.
    enum Catalog: String, FieldName {
        case schema = "$schema", name, stores, sourceLocale, defaultStorefront, groups, products, paywalls
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
        case id, type, referenceName, group, level, period, familyShareable, prices, localizations, offers
    }

    /// A product's store metadata in one locale (`products[i].localizations.<locale>`).
    enum ProductLocalization: String, FieldName {
        case displayName, description
    }

    /// A price in another currency than the storefront's (`prices.<storefront>` as an object).
    enum Price: String, FieldName {
        case amount, currency
    }

    /// An offer (`products[i].offers[j]`).
    enum Offer: String, FieldName {
        case id, kind, phases
    }

    /// An offer's phase (`offers[j].phases[k]`).
    enum Phase: String, FieldName {
        case mode, period, count, prices
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
