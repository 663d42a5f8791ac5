extension PageViewModel {
    private static let heading = ThemeVariable<Self>.heading { $0.heading }

    /// The names `page.mustache` may use.
    static let variables = ThemeVariables<Self>(
        "one paywall page, in one locale",
        [
            .text("lang", "the page's language as a BCP 47 tag, for lang") { $0.language.lang },
            .text("dir", "ltr or rtl") { $0.language.dir.rawValue },
            heading.identity,
            .optionalText(
                "storePreview", "\"Google Play preview\" in the page's language on a Google Play catalog's pages; absent on App Store pages"
            ) { $0.storePreview },
            heading.paths,
            .text(
                .pair("title", "titleWithoutOffer"),
                .pair(
                    "the paywall's title, for customers eligible for the offer (for everyone when no plan has one)",
                    "the title for the others; the same as title unless the copy differs per state")
            ) { $0.title },
            .flag("titleVaries", "whether title and titleWithoutOffer differ") { $0.title.varies },
            .model("titleLanguage", "the title's language, when it is a translation in another language") { $0.titleLanguage },
            .model("copyLanguage", "the subtitle's and features' language, when another language's") { $0.copyLanguage },
            .model(
                "subtitleLanguage",
                "the subtitle's language, when another language's (the source copy's when the translation has no subtitle)"
            ) { $0.subtitleLanguage },
            .optionalText(
                .pair("subtitle", "subtitleWithoutOffer"),
                .pair("the paywall's subtitle, for customers eligible for the offer", "the subtitle for the others")
            ) { $0.subtitle },
            .flag("subtitleVaries", "whether subtitle and subtitleWithoutOffer differ") { $0.subtitle.varies },
            .texts(
                .pair("features", "featuresWithoutOffer"),
                .pair("the paywall's features, for customers eligible for the offer", "the features for the others")
            ) { $0.features },
            .flag(
                .pair("hasFeatures", "hasFeaturesWithoutOffer"),
                .pair("whether there are features", "whether there are features for the others")
            ) {
                $0.features.map { !$0.isEmpty }
            },
            .flag("featuresVary", "whether features and featuresWithoutOffer differ") { $0.features.varies },
            .models(
                .pair("featureItems", "featureItemsWithoutOffer"),
                .pair("the features, each with its language where not the list's (taken from the source copy)", "the same for the others")
            ) { $0.featureItems },
            .text("plansLabel", "an accessible name for the list of plans") { $0.plansLabel },
            .models("plans", "the plans, as values (the cards are also in planCards)") { $0.plans },
            .html("planCards", "the plan cards, rendered by plan.mustache") { $0.planCards },
            .flag("hasOffer", "whether any plan has an introductory offer here") { $0.hasOffer },
            .flag("startsWithoutOffer", "whether the page opens without the offer (its -without-offer.html copy for the overview)") {
                $0.startsWithoutOffer
            },
            .text(
                .pair("withOfferLabel", "withoutOfferLabel"),
                .pair("the switch's label for customers eligible for the offer", "the switch's label for customers who are not")
            ) { $0.labels.offer },
            .text(
                .pair("callToActionWithOffer", "callToActionWithoutOffer"),
                .pair(
                    "the button's text for eligible customers: the copy's callToAction, else \"Start free trial\" or \"Subscribe\"",
                    "the button's text for the others: the copy's callToActionWithoutOffer, else \"Subscribe\" or \"Buy\"; when no plan has an offer, both names hold the one button (callToActionWithoutOffer, else callToAction)"
                )
            ) { $0.callToAction },
            .optionalText("cancelAnytime", "\"Cancel anytime\", when the paywall sells subscriptions") { $0.cancelAnytime },
            .optionalText(
                .pair("disclosureWithOffer", "disclosureWithoutOffer"),
                .pair("the auto-renewal disclosure for eligible customers", "the auto-renewal disclosure for the others")
            ) { $0.disclosure },
            .text("restore", "\"Restore purchases\"") { $0.labels.restore },
            .text("terms", "\"Terms of Use\"") { $0.labels.terms },
            .text("privacy", "\"Privacy Policy\"") { $0.labels.privacy },
            .optionalText("termsURL", "the terms link (https:, http: or mailto: only)") { $0.termsURL },
            .optionalText("privacyURL", "the privacy link (https:, http: or mailto: only)") { $0.privacyURL },
            .text("languageLabel", "the language switcher's heading") { $0.labels.language },
            .html("localesBefore", "the switcher entries before this page's, rendered by locale-link.mustache") { $0.localesBefore },
            .html("localesAfter", "the switcher entries after this page's, rendered by locale-link.mustache") { $0.localesAfter },
            .text("currentLocaleName", "this page's locale in its own language") { $0.currentLocaleName },
            .texts("notes", "the page's review notes, in English") { $0.notes },
            .flag("hasNotes", "whether there are review notes") { !$0.notes.isEmpty },
            .models("findings", "the catalog's lint findings about this paywall and its plans") { $0.findings },
            .flag("hasFindings", "whether there are lint findings") { !$0.findings.isEmpty },
            .text("findingsSummary", "how many findings of each severity (\"2 errors, 1 warning\"); empty without findings") {
                FindingViewModel.summary(of: $0.findings)
            },
            .model(
                "phrasesLanguage",
                "the language of our labels, disclosures and links, when not the page's (English on a page in a language without our phrases)"
            ) { $0.phrasesLanguage },
            .model(
                .pair("callToActionWithOfferLanguage", "callToActionWithoutOfferLanguage"),
                .pair("callToActionWithOffer's language, when not the page's", "callToActionWithoutOffer's language, when not the page's")
            ) { $0.callToActionLanguage },
        ])
}
