import CatalogText

extension Diagnostic {
    /// Every rule a diagnostic can report, with its stable identifier (the raw value, as `--format json`
    /// and the text output print it), its usual severity and a one-line summary.
    ///
    /// docs/lint-rules.md lists them; a test keeps that table, and the bad-catalog corpus, in step with
    /// `allCases`.
    public enum Rule: String, Sendable, Hashable, Codable, CaseIterable {
        // The paths and files themselves.
        /// A path named on the command line does not exist.
        case fileNotFound = "file-not-found"
        /// A file or folder cannot be read.
        case fileUnreadable = "file-unreadable"
        /// A folder holds no catalog file.
        case noCatalogFiles = "no-catalog-files"
        /// A file is larger than `CatalogLoader.maximumFileSize`.
        case fileTooLarge = "file-too-large"
        /// A file holds nothing but whitespace.
        case emptyFile = "empty-file"
        /// A file is not UTF-8 text.
        case invalidUTF8 = "invalid-utf8"
        /// A file is not well-formed JSON.
        case jsonSyntax = "json-syntax"
        /// The project file (`catalog-site.json`) cannot be used: not JSON, an unknown key or rule, a wrong value.
        case projectFile = "project-file"

        // Reading: the shape of the JSON.
        /// A value has the wrong JSON type.
        case wrongType = "wrong-type"
        /// A key appears twice in an object, or two keys name the same locale or storefront.
        case duplicateField = "duplicate-field"
        /// A field the format does not define (a note in `.storekit` files).
        case unknownField = "unknown-field"
        /// A required field is missing.
        case missingField = "missing-field"
        /// A string is not one of the values a field allows.
        case invalidValue = "invalid-value"
        /// A whole number is outside the range a field allows.
        case outOfRange = "out-of-range"
        /// A period is not an ISO 8601 duration Catalog accepts.
        case invalidPeriod = "invalid-period"
        /// A locale ICU does not know.
        case unknownLocale = "unknown-locale"
        /// A locale whose language CLDR does not list for its region.
        case unlikelyLocale = "unlikely-locale"
        /// A storefront that is not an ISO 3166 region.
        case unknownStorefront = "unknown-storefront"
        /// A currency ICU does not know, or a storefront without a currency.
        case unknownCurrency = "unknown-currency"
        /// A price written as a JSON number instead of a decimal string.
        case priceNotString = "price-not-string"
        /// A price that is not a decimal amount.
        case invalidPrice = "invalid-price"
        /// A free phase that lists prices, which are ignored.
        case freePhasePrice = "free-phase-price"

        // Products.
        /// A product ID breaks a store's rules.
        case productIDInvalid = "product-id-invalid"
        /// Two products share an ID.
        case productIDDuplicate = "product-id-duplicate"
        /// A reference name longer than App Store Connect allows.
        case referenceNameTooLong = "reference-name-too-long"
        /// A display name longer than the store allows.
        case displayNameTooLong = "display-name-too-long"
        /// A description longer than the store allows.
        case descriptionTooLong = "description-too-long"
        /// An empty display name.
        case displayNameEmpty = "display-name-empty"
        /// A product without any localization.
        case missingLocalization = "missing-localization"
        /// A product without a localization in the catalog's source locale.
        case missingSourceLocalization = "missing-source-localization"

        // Prices.
        /// A product without a price in any storefront.
        case missingPrice = "missing-price"
        /// A price with more integer digits than any store price.
        case priceTooLarge = "price-too-large"
        /// A price with more fraction digits than its currency uses.
        case priceFractionDigits = "price-fraction-digits"
        /// A price in another currency than its storefront's.
        case priceCurrencyMismatch = "price-currency-mismatch"
        /// A product that costs 0.
        case priceZero = "price-zero"

        // Subscriptions.
        /// An auto-renewable subscription without a group.
        case missingGroup = "missing-group"
        /// A subscription names a group the catalog does not declare.
        case unknownGroup = "unknown-group"
        /// An auto-renewable subscription without a billing period.
        case missingPeriod = "missing-period"
        /// Two plans of a group with the same level and period.
        case duplicateLevel = "duplicate-level"
        /// A subscription period a store does not offer.
        case subscriptionPeriodNotAllowed = "subscription-period-not-allowed"
        /// A group on a product that belongs to none.
        case groupIgnored = "group-ignored"
        /// A period on a product that has none.
        case periodIgnored = "period-ignored"

        // Offers.
        /// An offer on a product that is not an auto-renewable subscription.
        case offerNotAllowed = "offer-not-allowed"
        /// An offer with more phases than its store allows, or none.
        case offerPhaseCount = "offer-phase-count"
        /// An offer duration the App Store does not allow.
        case offerDurationNotAllowed = "offer-duration-not-allowed"
        /// A pay-as-you-go phase that bills on another period than the subscription.
        case payAsYouGoPeriod = "pay-as-you-go-period"
        /// A pay-up-front duration the App Store does not allow.
        case payUpFrontDuration = "pay-up-front-duration"
        /// An offer that costs as much as the regular price, or more.
        case offerNotCheaper = "offer-not-cheaper"
        /// A paid phase without a price in a storefront where the product is sold.
        case offerMissingPrice = "offer-missing-price"
        /// An offer price in a storefront where the product has none.
        case offerPriceWithoutProductPrice = "offer-price-without-product-price"

        // Paywalls.
        /// Two paywalls share an ID.
        case paywallIDDuplicate = "paywall-id-duplicate"
        /// A paywall that shows no products.
        case paywallEmpty = "paywall-empty"
        /// A paywall shows or highlights a product that is not in the catalog (or not on the paywall).
        case paywallUnknownProduct = "paywall-unknown-product"
        /// A paywall without copy, or whose copy has no title, in the catalog's source locale.
        case missingSourceCopy = "missing-source-copy"
        /// A locale a paywall previews that falls back to another language's copy or names, or a translation that
        /// leaves out texts of the source copy.
        case missingTranslation = "missing-translation"
        /// A terms or privacy link that is not an `https:`, `http:` or `mailto:` link.
        case linkScheme = "link-scheme"
        /// A custom call to action without a label for customers who get no introductory offer.
        case callToActionWithoutOffer = "call-to-action-without-offer"

        // Paywall copy: ICU MessageFormat patterns and their translations.
        /// A copy text that is not a valid ICU MessageFormat pattern, or names an unknown argument type.
        case copySyntax = "copy-syntax"
        /// Copy that uses a variable Catalog does not define (`{prcie}`).
        case copyUnknownVariable = "copy-unknown-variable"
        /// Copy that uses a variable as another kind (a plural of a text variable, a select of a number).
        case copyVariableKind = "copy-variable-kind"
        /// A translation whose variables differ from the source locale's copy of the same field.
        case copyVariablesDiffer = "copy-variables-differ"
        /// A plural (or selectordinal) without a category the locale's CLDR rules use.
        case copyPluralMissingCategory = "copy-plural-missing-category"
        /// A plural (or selectordinal) with a category the locale's CLDR rules do not use.
        case copyPluralExtraCategory = "copy-plural-extra-category"
        /// Copy that uses a variable the paywall's highlighted (else first) plan has no value for.
        case copyVariableWithoutValue = "copy-variable-without-value"
        /// An offer variable outside the `yes` case of `{eligible, select, …}`, shown to customers without the offer.
        case copyOfferOutsideEligible = "copy-offer-outside-eligible"
        /// A translation's copy identical to the source language's, not marked `sameAsSource`.
        case copyUntranslated = "copy-untranslated"
        /// An apostrophe right before an argument's `{` (`l'{price}`), which ICU reads as quoting it.
        case copyApostropheBrace = "copy-apostrophe-brace"

        /// How serious the rule's findings are (`unknown-field` is a note in `.storekit` files).
        public var defaultSeverity: Severity {
            switch self {
            case .duplicateLevel: .note
            case .unlikelyLocale, .freePhasePrice, .missingSourceLocalization, .priceCurrencyMismatch, .groupIgnored, .periodIgnored,
                .offerMissingPrice, .offerPriceWithoutProductPrice, .missingSourceCopy, .missingTranslation, .callToActionWithoutOffer,
                .copyPluralExtraCategory, .copyUntranslated, .copyApostropheBrace:
                .warning
            default: .error
            }
        }

        /// What the rule checks, in one line (docs/lint-rules.md).
        public var summary: String {
            switch self {
            case .fileNotFound: "A path named on the command line does not exist."
            case .fileUnreadable: "A file or folder cannot be read."
            case .noCatalogFiles: "A folder holds no catalog file."
            case .fileTooLarge: "A file is larger than 16 MiB."
            case .emptyFile: "A file holds nothing but whitespace."
            case .invalidUTF8: "A file is not UTF-8 text."
            case .jsonSyntax: "A file is not well-formed JSON."
            case .projectFile: "The project file (catalog-site.json) cannot be used."
            case .wrongType: "A value has the wrong JSON type."
            case .duplicateField: "A key appears twice, or two keys name the same locale or storefront."
            case .unknownField: "A field the format does not define (a note in .storekit files)."
            case .missingField: "A required field is missing."
            case .invalidValue: "A string is not one of the values the field allows."
            case .outOfRange: "A whole number is outside the range the field allows."
            case .invalidPeriod: "A period is not an ISO 8601 duration Catalog accepts."
            case .unknownLocale: "A locale ICU does not know."
            case .unlikelyLocale: "A locale whose language CLDR does not list for its region."
            case .unknownStorefront: "A storefront that is not an ISO 3166 region."
            case .unknownCurrency: "A currency ICU does not know, or a storefront without a currency."
            case .priceNotString: "A price written as a JSON number instead of a decimal string."
            case .invalidPrice: "A price that is not a decimal amount."
            case .freePhasePrice: "A free phase lists prices, which are ignored."
            case .productIDInvalid: "A product ID breaks a store's rules."
            case .productIDDuplicate: "Two products share an ID."
            case .referenceNameTooLong: "A reference name is longer than App Store Connect allows."
            case .displayNameTooLong: "A display name is longer than the store allows."
            case .descriptionTooLong: "A description is longer than the store allows."
            case .displayNameEmpty: "A display name is empty."
            case .missingLocalization: "A product has no localization."
            case .missingSourceLocalization: "A product has no localization in the catalog's source locale."
            case .missingPrice: "A product has no price in any storefront."
            case .priceTooLarge: "A price has more integer digits than any store price."
            case .priceFractionDigits: "A price has more fraction digits than its currency uses."
            case .priceCurrencyMismatch: "A price is in another currency than its storefront's."
            case .priceZero: "A product costs 0."
            case .missingGroup: "An auto-renewable subscription belongs to no group."
            case .unknownGroup: "A subscription names a group the catalog does not declare."
            case .missingPeriod: "An auto-renewable subscription has no billing period."
            case .duplicateLevel: "Two plans of a group have the same level and period."
            case .subscriptionPeriodNotAllowed: "A subscription period the store does not offer."
            case .groupIgnored: "A group on a product that belongs to none."
            case .periodIgnored: "A period on a product that has none."
            case .offerNotAllowed: "An offer on a product that is not an auto-renewable subscription."
            case .offerPhaseCount: "An offer has no phase, or more than its store allows."
            case .offerDurationNotAllowed: "An offer lasts a time the App Store does not allow."
            case .payAsYouGoPeriod: "A pay-as-you-go phase bills on another period than the subscription."
            case .payUpFrontDuration: "A pay-up-front duration the App Store does not allow."
            case .offerNotCheaper: "An offer costs as much as the regular price, or more."
            case .offerMissingPrice: "A paid phase has no price in a storefront where the product is sold."
            case .offerPriceWithoutProductPrice: "An offer has a price in a storefront where the product has none."
            case .paywallIDDuplicate: "Two paywalls share an ID."
            case .paywallEmpty: "A paywall shows no products."
            case .paywallUnknownProduct: "A paywall shows or highlights a product it does not have."
            case .missingSourceCopy: "A paywall has no copy, or no title, in the catalog's source locale."
            case .missingTranslation: "A locale falls back to another language's copy or names, or a translation leaves out texts."
            case .linkScheme: "A terms or privacy link is not an https:, http: or mailto: link."
            case .callToActionWithoutOffer: "A custom call to action has no label for customers without the offer."
            case .copySyntax: "A copy text is not a valid ICU MessageFormat pattern."
            case .copyUnknownVariable: "Copy uses a variable Catalog does not define."
            case .copyVariableKind: "Copy uses a text variable as a number, or a number as a select."
            case .copyVariablesDiffer: "A translation uses other variables than the source locale's copy."
            case .copyPluralMissingCategory: "A plural lacks a category the locale's CLDR rules use."
            case .copyPluralExtraCategory: "A plural has a category the locale's CLDR rules do not use."
            case .copyVariableWithoutValue: "Copy uses a variable the paywall's plan has no value for."
            case .copyOfferOutsideEligible: "An offer variable is shown to customers who do not get the offer."
            case .copyUntranslated: "A translation's copy is the source language's, word for word."
            case .copyApostropheBrace: "An apostrophe before a variable's brace hides the variable."
            }
        }
    }
}
