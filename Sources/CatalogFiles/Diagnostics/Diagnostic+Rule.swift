import CatalogText

extension Diagnostic {
    /// A rule a diagnostic reports: its stable identifier (the raw value, as `--format json` and the text
    /// output print it), its usual severity and a one-line summary.
    ///
    /// Rules are open: each module declares its own as static members, so every module reports
    /// `Diagnostic`s through one renderer and one JSON form. Catalog declares the rules of reading and
    /// linting catalogs (``catalogRules``); CatalogSite declares `projectFile`, CatalogTranslations the
    /// rules of importing translations. Two rules are equal when their identifiers are.
    ///
    /// ```swift
    /// let rule = Diagnostic.Rule.offerNotCheaper
    /// print(rule.rawValue, rule.defaultSeverity)  // offer-not-cheaper error
    /// ```
    public struct Rule: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
        /// The stable identifier tools see ("product-id-invalid"): lowercase words joined by hyphens.
        public let rawValue: String
        /// How serious the rule's findings usually are (`unknown-field` is a note in `.storekit` files).
        public let defaultSeverity: Severity
        /// What the rule checks, in one line (docs/lint-rules.md).
        public let summary: String
        /// Whether the rule's findings mean the input could not be read at all, so they are always errors:
        /// a project's `rules` cannot set them (``Diagnostic/SeverityPolicy/set(_:for:)`` refuses).
        public let severityIsFixed: Bool

        /// Declares a rule; a module declares each of its rules once, as a static member.
        ///
        /// ```swift
        /// extension Diagnostic.Rule {
        ///     static let brandName = Diagnostic.Rule("brand-name", .warning, "A product name lacks the brand.")
        /// }
        /// ```
        public init(_ rawValue: String, _ defaultSeverity: Severity, _ summary: String, severityIsFixed: Bool = false) {
            self.rawValue = rawValue
            self.defaultSeverity = defaultSeverity
            self.summary = summary
            self.severityIsFixed = severityIsFixed
        }

        /// The rule of an identifier: Catalog's declaration when ``catalogRules`` has it, else a rule known
        /// only by its identifier (an error with an empty summary), equal to its declaration in another module.
        ///
        /// ```swift
        /// Diagnostic.Rule(rawValue: "price-zero") == .priceZero  // true
        /// ```
        public init(rawValue: String) {
            self = Self.catalogRules.first { $0.rawValue == rawValue } ?? Self(rawValue, .error, "")
        }

        /// The identifier.
        public var description: String { rawValue }

        /// Rules are equal when their identifiers are.
        public static func == (lhs: Rule, rhs: Rule) -> Bool { lhs.rawValue == rhs.rawValue }

        /// Hashes the identifier.
        public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

        /// Reads a rule from its identifier, as ``init(rawValue:)`` does.
        public init(from decoder: any Decoder) throws {
            self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
        }

        /// Writes the identifier.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
    }
}

extension Diagnostic.Rule {
    /// Every rule Catalog declares, in docs/lint-rules.md's order: ``fileRules``, then ``contentRules``.
    ///
    /// A test keeps docs/lint-rules.md, and the bad-catalog corpus, in step with it.
    public static let catalogRules = fileRules + contentRules

    /// The rules about the paths and files themselves, whose findings mean a file could not be read as
    /// JSON at all: `file-not-found` to `json-syntax`, always errors.
    ///
    /// ```swift
    /// Diagnostic.Rule.fileRules.allSatisfy(\.severityIsFixed)  // true
    /// ```
    public static let fileRules: [Diagnostic.Rule] = [
        .fileNotFound,
        .fileUnreadable,
        .noCatalogFiles,
        .fileTooLarge,
        .emptyFile,
        .invalidUTF8,
        .jsonSyntax,
    ]

    /// The rules about a catalog's content: its JSON's shape, products, prices, subscriptions, offers,
    /// paywalls and copy.
    ///
    /// ```swift
    /// Diagnostic.Rule.contentRules.contains(.priceZero)  // true
    /// ```
    public static let contentRules: [Diagnostic.Rule] = [
        .wrongType,
        .duplicateField,
        .unknownField,
        .missingField,
        .invalidValue,
        .outOfRange,
        .invalidPeriod,
        .unknownLocale,
        .unlikelyLocale,
        .unknownStorefront,
        .unknownCurrency,
        .priceNotString,
        .invalidPrice,
        .freePhasePrice,
        .productIDInvalid,
        .productIDDuplicate,
        .referenceNameTooLong,
        .displayNameTooLong,
        .descriptionTooLong,
        .displayNameEmpty,
        .missingLocalization,
        .missingSourceLocalization,
        .missingPrice,
        .priceTooLarge,
        .priceFractionDigits,
        .priceCurrencyMismatch,
        .priceZero,
        .missingGroup,
        .unknownGroup,
        .missingPeriod,
        .duplicateLevel,
        .subscriptionPeriodNotAllowed,
        .groupIgnored,
        .periodIgnored,
        .offerNotAllowed,
        .offerPhaseCount,
        .offerDurationNotAllowed,
        .payAsYouGoPeriod,
        .payUpFrontDuration,
        .offerNotCheaper,
        .offerMissingPrice,
        .offerPriceWithoutProductPrice,
        .playIDInvalid,
        .playRegionalConfig,
        .playPriceCurrency,
        .otherRegionsCurrency,
        .relativeDiscountRange,
        .absoluteDiscountTooLarge,
        .playBenefitCount,
        .playBenefitTooLong,
        .playDefaultListing,
        .playListingLanguage,
        .playUnknownBasePlan,
        .commitmentPayments,
        .appStoreCommitment,
        .paywallIDDuplicate,
        .paywallEmpty,
        .paywallUnknownProduct,
        .missingSourceCopy,
        .missingTranslation,
        .linkScheme,
        .callToActionWithoutOffer,
        .copySyntax,
        .copyUnknownVariable,
        .copyVariableKind,
        .copyVariablesDiffer,
        .copyPluralMissingCategory,
        .copyPluralExtraCategory,
        .copyVariableWithoutValue,
        .copyOfferOutsideEligible,
        .copyUntranslated,
        .copyApostropheBrace,
    ]

    // The paths and files themselves.
    /// A path named on the command line does not exist.
    public static let fileNotFound = Self(
        "file-not-found", .error, "A path named on the command line does not exist.", severityIsFixed: true)
    /// A file or folder cannot be read.
    public static let fileUnreadable = Self("file-unreadable", .error, "A file or folder cannot be read.", severityIsFixed: true)
    /// A folder holds no catalog file.
    public static let noCatalogFiles = Self("no-catalog-files", .error, "A folder holds no catalog file.", severityIsFixed: true)
    /// A file is larger than `CatalogLoader.maximumFileSize`.
    public static let fileTooLarge = Self("file-too-large", .error, "A file is larger than 16 MiB.", severityIsFixed: true)
    /// A file holds nothing but whitespace.
    public static let emptyFile = Self("empty-file", .error, "A file holds nothing but whitespace.", severityIsFixed: true)
    /// A file is not UTF-8 text.
    public static let invalidUTF8 = Self("invalid-utf8", .error, "A file is not UTF-8 text.", severityIsFixed: true)
    /// A file is not well-formed JSON.
    public static let jsonSyntax = Self("json-syntax", .error, "A file is not well-formed JSON.", severityIsFixed: true)

    // Reading: the shape of the JSON.
    /// A value has the wrong JSON type.
    public static let wrongType = Self("wrong-type", .error, "A value has the wrong JSON type.")
    /// A key appears twice in an object, or two keys name the same locale or storefront.
    public static let duplicateField = Self(
        "duplicate-field", .error, "A key appears twice, or two keys name the same locale or storefront.")
    /// A field the format does not define (a note in `.storekit` files).
    public static let unknownField = Self("unknown-field", .error, "A field the format does not define (a note in .storekit files).")
    /// A required field is missing.
    public static let missingField = Self("missing-field", .error, "A required field is missing.")
    /// A string is not one of the values a field allows.
    public static let invalidValue = Self("invalid-value", .error, "A string is not one of the values the field allows.")
    /// A whole number is outside the range a field allows.
    public static let outOfRange = Self("out-of-range", .error, "A whole number is outside the range the field allows.")
    /// A period is not an ISO 8601 duration Catalog accepts.
    public static let invalidPeriod = Self("invalid-period", .error, "A period is not an ISO 8601 duration Catalog accepts.")
    /// A locale ICU does not know.
    public static let unknownLocale = Self("unknown-locale", .error, "A locale ICU does not know.")
    /// A locale whose language CLDR does not list for its region.
    public static let unlikelyLocale = Self("unlikely-locale", .warning, "A locale whose language CLDR does not list for its region.")
    /// A storefront that is not an ISO 3166 region.
    public static let unknownStorefront = Self("unknown-storefront", .error, "A storefront that is not an ISO 3166 region.")
    /// A currency ICU does not know, or a storefront without a currency.
    public static let unknownCurrency = Self(
        "unknown-currency", .error, "A currency ICU does not know, or a storefront without a currency.")
    /// A price written as a JSON number instead of a decimal string.
    public static let priceNotString = Self("price-not-string", .error, "A price written as a JSON number instead of a decimal string.")
    /// A price that is not a decimal amount.
    public static let invalidPrice = Self("invalid-price", .error, "A price that is not a decimal amount.")
    /// A free phase that lists prices, which are ignored.
    public static let freePhasePrice = Self("free-phase-price", .warning, "A free phase lists prices, which are ignored.")

    // Products.
    /// A product ID breaks a store's rules.
    public static let productIDInvalid = Self("product-id-invalid", .error, "A product ID breaks a store's rules.")
    /// Two products share an ID.
    public static let productIDDuplicate = Self("product-id-duplicate", .error, "Two products share an ID.")
    /// A reference name longer than App Store Connect allows.
    public static let referenceNameTooLong = Self(
        "reference-name-too-long", .error, "A reference name is longer than App Store Connect allows.")
    /// A display name longer than the store allows.
    public static let displayNameTooLong = Self("display-name-too-long", .error, "A display name is longer than the store allows.")
    /// A description longer than the store allows.
    public static let descriptionTooLong = Self("description-too-long", .error, "A description is longer than the store allows.")
    /// An empty display name.
    public static let displayNameEmpty = Self("display-name-empty", .error, "A display name is empty.")
    /// A product without any localization.
    public static let missingLocalization = Self("missing-localization", .error, "A product has no localization.")
    /// A product without a localization in the catalog's source locale.
    public static let missingSourceLocalization = Self(
        "missing-source-localization", .warning, "A product has no localization in the catalog's source locale.")

    // Prices.
    /// A product without a price in any storefront.
    public static let missingPrice = Self("missing-price", .error, "A product has no price in any storefront.")
    /// A price with more integer digits than any store price.
    public static let priceTooLarge = Self("price-too-large", .error, "A price has more integer digits than any store price.")
    /// A price with more fraction digits than its currency uses.
    public static let priceFractionDigits = Self(
        "price-fraction-digits", .error, "A price has more fraction digits than its currency uses.")
    /// A price in another currency than its storefront's.
    public static let priceCurrencyMismatch = Self(
        "price-currency-mismatch", .warning, "A price is in another currency than its storefront's.")
    /// A product that costs 0.
    public static let priceZero = Self("price-zero", .error, "A product costs 0.")

    // Subscriptions.
    /// An auto-renewable subscription without a group.
    public static let missingGroup = Self("missing-group", .error, "An auto-renewable subscription belongs to no group.")
    /// A subscription names a group the catalog does not declare.
    public static let unknownGroup = Self("unknown-group", .error, "A subscription names a group the catalog does not declare.")
    /// An auto-renewable subscription without a billing period.
    public static let missingPeriod = Self("missing-period", .error, "An auto-renewable subscription has no billing period.")
    /// Two plans of a group with the same level and period.
    public static let duplicateLevel = Self("duplicate-level", .note, "Two plans of a group have the same level and period.")
    /// A subscription period a store does not offer.
    public static let subscriptionPeriodNotAllowed = Self(
        "subscription-period-not-allowed", .error, "A subscription period the store does not offer.")
    /// A group on a product that belongs to none.
    public static let groupIgnored = Self("group-ignored", .warning, "A group on a product that belongs to none.")
    /// A period on a product that has none.
    public static let periodIgnored = Self("period-ignored", .warning, "A period on a product that has none.")

    // Offers.
    /// An offer on a product that is not an auto-renewable subscription.
    public static let offerNotAllowed = Self(
        "offer-not-allowed", .error, "An offer on a product that is not an auto-renewable subscription.")
    /// An offer with more phases than its store allows, or none.
    public static let offerPhaseCount = Self("offer-phase-count", .error, "An offer has no phase, or more than its store allows.")
    /// An offer duration the App Store does not allow.
    public static let offerDurationNotAllowed = Self(
        "offer-duration-not-allowed", .error, "An offer lasts a time the App Store does not allow.")
    /// A pay-as-you-go phase that bills on another period than the subscription.
    public static let payAsYouGoPeriod = Self(
        "pay-as-you-go-period", .error, "A pay-as-you-go phase bills on another period than the subscription.")
    /// A pay-up-front duration the App Store does not allow.
    public static let payUpFrontDuration = Self("pay-up-front-duration", .error, "A pay-up-front duration the App Store does not allow.")
    /// An offer that costs as much as the regular price, or more.
    public static let offerNotCheaper = Self("offer-not-cheaper", .error, "An offer costs as much as the regular price, or more.")
    /// A paid phase without a price in a storefront where the product is sold.
    public static let offerMissingPrice = Self(
        "offer-missing-price", .warning, "A paid phase has no price in a storefront where the product is sold.")
    /// An offer price in a storefront where the product has none.
    public static let offerPriceWithoutProductPrice = Self(
        "offer-price-without-product-price", .warning, "An offer has a price in a storefront where the product has none.")

    // Google Play (catalogs whose stores include googlePlay, and Play's own values wherever they appear).
    /// A base plan or offer ID that breaks Google Play's rules.
    public static let playIDInvalid = Self("play-id-invalid", .error, "A base plan or offer ID breaks Google Play's rules.")
    /// An offer phase without exactly one price or discount in a region of its offer.
    public static let playRegionalConfig = Self(
        "play-regional-config", .error, "An offer phase has no price or discount, or both, in a region of its offer.")
    /// A Google Play price or amount off in another currency than its region's.
    public static let playPriceCurrency = Self(
        "play-price-currency", .error, "A Google Play price is in another currency than its region's.")
    /// Prices for other regions (`otherRegionsConfig`) that are not in US dollars and euros.
    public static let otherRegionsCurrency = Self(
        "other-regions-currency", .error, "Prices for other regions are not in US dollars and euros.")
    /// A relative discount that is not strictly between 0 and 1.
    public static let relativeDiscountRange = Self(
        "relative-discount-range", .error, "A relative discount is not strictly between 0 and 1.")
    /// An absolute discount as large as the base plan's price over the phase, or larger.
    public static let absoluteDiscountTooLarge = Self(
        "absolute-discount-too-large", .error, "An absolute discount is not below the base plan's price over the phase.")
    /// A Google Play listing with more benefits than Play shows.
    public static let playBenefitCount = Self("play-benefit-count", .error, "A Google Play listing has more than 4 benefits.")
    /// A benefit longer than Google Play allows.
    public static let playBenefitTooLong = Self("play-benefit-too-long", .error, "A benefit is longer than Google Play allows.")
    /// A Google Play product without a listing in the app's default language.
    public static let playDefaultListing = Self(
        "play-default-listing", .error, "A Google Play product has no listing in the catalog's source (default) language.")
    /// A listing language Google Play does not take.
    public static let playListingLanguage = Self("play-listing-language", .error, "A listing language Google Play does not take.")
    /// An offer that names no base plan of its subscription.
    public static let playUnknownBasePlan = Self(
        "play-unknown-base-plan", .error, "An offer names a base plan its subscription does not have.")
    /// A commitment of fewer than 2 payments.
    public static let commitmentPayments = Self("commitment-payments", .error, "A commitment has fewer than 2 payments.")
    /// A commitment plan the App Store does not offer (it offers monthly billing for 12 months).
    public static let appStoreCommitment = Self(
        "app-store-commitment", .error, "An App Store commitment plan is not monthly billing for 12 payments.")

    // Paywalls.
    /// Two paywalls share an ID.
    public static let paywallIDDuplicate = Self("paywall-id-duplicate", .error, "Two paywalls share an ID.")
    /// A paywall that shows no products.
    public static let paywallEmpty = Self("paywall-empty", .error, "A paywall shows no products.")
    /// A paywall shows or highlights a product that is not in the catalog (or not on the paywall).
    public static let paywallUnknownProduct = Self(
        "paywall-unknown-product", .error, "A paywall shows or highlights a product it does not have.")
    /// A paywall without copy, or whose copy has no title, in the catalog's source locale.
    public static let missingSourceCopy = Self(
        "missing-source-copy", .warning, "A paywall has no copy, or no title, in the catalog's source locale.")
    /// A locale a paywall previews that falls back to another language's copy or names, or a translation that
    /// leaves out texts of the source copy.
    public static let missingTranslation = Self(
        "missing-translation", .warning, "A locale falls back to another language's copy or names, or a translation leaves out texts.")
    /// A terms or privacy link that is not an `https:`, `http:` or `mailto:` link.
    public static let linkScheme = Self("link-scheme", .error, "A terms or privacy link is not an https:, http: or mailto: link.")
    /// A custom call to action without a label for customers who get no introductory offer.
    public static let callToActionWithoutOffer = Self(
        "call-to-action-without-offer", .warning, "A custom call to action has no label for customers without the offer.")

    // Paywall copy: ICU MessageFormat patterns and their translations.
    /// A copy text that is not a valid ICU MessageFormat pattern, or names an unknown argument type.
    public static let copySyntax = Self("copy-syntax", .error, "A copy text is not a valid ICU MessageFormat pattern.")
    /// Copy that uses a variable Catalog does not define (`{prcie}`).
    public static let copyUnknownVariable = Self("copy-unknown-variable", .error, "Copy uses a variable Catalog does not define.")
    /// Copy that uses a variable as another kind (a plural of a text variable, a select of a number).
    public static let copyVariableKind = Self(
        "copy-variable-kind", .error, "Copy uses a text variable as a number, or a number as a select.")
    /// A translation whose variables differ from the source locale's copy of the same field.
    public static let copyVariablesDiffer = Self(
        "copy-variables-differ", .error, "A translation uses other variables than the source locale's copy.")
    /// A plural (or selectordinal) without a category the locale's CLDR rules use.
    public static let copyPluralMissingCategory = Self(
        "copy-plural-missing-category", .error, "A plural lacks a category the locale's CLDR rules use.")
    /// A plural (or selectordinal) with a category the locale's CLDR rules do not use.
    public static let copyPluralExtraCategory = Self(
        "copy-plural-extra-category", .warning, "A plural has a category the locale's CLDR rules do not use.")
    /// Copy that uses a variable the paywall's highlighted (else first) plan has no value for.
    public static let copyVariableWithoutValue = Self(
        "copy-variable-without-value", .error, "Copy uses a variable the paywall's plan has no value for.")
    /// An offer variable outside the `yes` case of `{eligible, select, …}`, shown to customers without the offer.
    public static let copyOfferOutsideEligible = Self(
        "copy-offer-outside-eligible", .error, "An offer variable is shown to customers who do not get the offer.")
    /// A translation's copy identical to the source language's, not marked `sameAsSource`.
    public static let copyUntranslated = Self(
        "copy-untranslated", .warning, "A translation's copy is the source language's, word for word.")
    /// An apostrophe right before an argument's `{` (`l'{price}`), which ICU reads as quoting it.
    public static let copyApostropheBrace = Self(
        "copy-apostrophe-brace", .warning, "An apostrophe before a variable's brace hides the variable.")
}
