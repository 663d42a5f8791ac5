import CatalogText

/// Google Play's rules about products: base plan IDs, listing languages and benefits, and the prices
/// for other regions. Listing languages apply to catalogs whose stores include Google Play; the rest to
/// Play's own values wherever they appear.
enum PlayRules {
    /// The most benefits a Play listing shows (`SubscriptionListing.benefits`: "at most four").
    static let benefitLimit = 4
    /// The longest benefit, in characters (not in the API reference; Play Console's limit, see
    /// docs/lint-rules.md).
    static let benefitLengthLimit = 40
    /// The locales Play's listing codes stand for: a catalog read from Play's files has each listing a
    /// code Play takes under one of them.
    static let playLocales = Set(Store.googlePlay.languages.map(\.locale))

    static func check(_ context: inout LintContext) {
        let sellsOnPlay = context.catalog.stores.contains(.googlePlay)
        for product in context.catalog.products {
            if let basePlanID = product.play?.basePlanID {
                for violation in ProductIDRules.violations(ofPlayID: basePlanID) {
                    context.report(
                        .playIDInvalid, "base plan ID \"\(basePlanID)\": \(violation.message)", at: "\(product.path).id",
                        hint: "e.g. monthly or annual-2026")
                }
            }
            if let other = product.play?.otherRegions { checkOtherRegions(other, at: "\(product.path).otherRegionsConfig", &context) }
            checkOfferIDs(product, &context)
            if sellsOnPlay { checkListingLanguages(product, &context) }
            checkBenefits(product, &context)
            CommitmentRules.check(product, &context)
        }
    }

    /// Play offers' IDs follow Play's rules, and a subscription with Play offers names its base plan.
    static func checkOfferIDs(_ product: Product, _ context: inout LintContext) {
        for offer in product.offers where offer.play != nil || offer.kind == .googlePlay {
            if product.play.map({ $0.basePlanID == nil }) ?? false, product.type == .autoRenewable {
                context.report(
                    .playUnknownBasePlan,
                    "offer \"\(offer.id ?? offer.kind.rawValue)\" of \"\(product.id)\" names no base plan: the product has no base plan ID",
                    at: "\(offer.path)", hint: "an offer extends one base plan of its subscription; give the product its basePlanId")
            }
            guard let id = offer.id else { continue }
            for violation in ProductIDRules.violations(ofPlayID: id) {
                context.report(
                    .playIDInvalid, "offer ID \"\(id)\": \(violation.message)",
                    at: "\(offer.path).\(context.isReadFromPlay ? "offerId" : "id")",
                    hint: "e.g. free-trial or winback-50")
            }
        }
    }

    /// `otherRegionsConfig` prices are one in US dollars and one in euros.
    static func checkOtherRegions(_ prices: OtherRegionsPrices, at path: String, _ context: inout LintContext) {
        for (price, expected, key) in [(prices.usd, "USD", "usdPrice"), (prices.eur, "EUR", "eurPrice")]
        where price.currency.code != expected {
            context.report(
                .otherRegionsCurrency, "the other regions' \(expected) price is \(price), in \(price.currency)",
                at: "\(path).\(key)",
                hint: "Google Play prices regions without a price of their own in US dollars (usdPrice) and euros (eurPrice)")
        }
    }

    /// Each listing's language is one Google Play takes: in a catalog read from Play's files, one of
    /// Play's codes (the hint names the code for the language: he → iw-IL); in our format, a locale Play
    /// has a code for (Catalog writes Play's code for it).
    static func checkListingLanguages(_ product: Product, _ context: inout LintContext) {
        let readFromPlay = context.isReadFromPlay
        for locale in product.localizations.keys.sorted() {
            let listing = NodeReader.join("\(product.path).localizations", locale.identifier)
            let path = readFromPlay ? "\(listing).languageCode" : listing
            let playCode = Store.googlePlay.language(for: locale)?.code
            if readFromPlay, !playLocales.contains(locale) {
                context.report(
                    .playListingLanguage, "Google Play takes no listing language \"\(locale.languageTag)\"", at: path,
                    hint: playCode.map { "Google Play's code for it is \($0)" } ?? "Google Play has no listing language near it")
            } else if !readFromPlay, playCode == nil {
                context.report(
                    .playListingLanguage,
                    "Google Play has no listing language for \(locale.displayName(in: LocaleID.english)) (\(locale)), nor one near it",
                    at: path,
                    hint: "Google Play would not show it: leave it out of the Play catalog, or sell on the App Store only")
            }
        }
    }

    /// A listing has at most 4 benefits, each short enough.
    static func checkBenefits(_ product: Product, _ context: inout LintContext) {
        // Only the listings with benefits are sorted: most products (every StoreKit one) have none.
        for (locale, localization) in product.localizations.filter({ !$0.value.benefits.isEmpty }).sorted(by: { $0.key < $1.key }) {
            let path = NodeReader.join("\(product.path).localizations", locale.identifier) + ".benefits"
            if localization.benefits.count > benefitLimit {
                context.report(
                    .playBenefitCount,
                    "the \(locale) listing has \(localization.benefits.count) benefits; Google Play shows at most \(benefitLimit)",
                    at: path, hint: "keep the \(benefitLimit) that matter most")
            }
            for (index, benefit) in localization.benefits.enumerated() where ProductRules.exceeds(benefit, benefitLengthLimit) {
                context.report(
                    .playBenefitTooLong,
                    "benefit \"\(benefit)\" is \(benefit.count) characters; Google Play allows \(benefitLengthLimit)",
                    at: "\(path)[\(index)]", hint: "shorten it to \(benefitLengthLimit) characters")
            }
        }
    }
}
