extension PlanViewModel {
    /// The names `plan.mustache` (and a `{{#plans}}` section of `page.mustache`) may use.
    ///
    /// A plan's own value, even absent, ends Mustache's search (`hidesEnclosing`) where the page has a
    /// value of the same name: a `{{#plans}}` section must never show the page's (the featured
    /// subscription's) disclosure, nor the page's button's language, under a plan.
    static let variables = ThemeVariables<Self>(
        "one plan card",
        [
            .text("productID", "the product's ID (\"com.example.pro.yearly\")") { $0.productID },
            .text("name", "the product's display name in the page's language") { $0.name },
            .optionalText("description", "the product's description") { $0.description },
            .text("price", "the price as the store charges it, without a period (\"59,99 €\")") { $0.price },
            .text("pricePerPeriod", "the price per period (\"59,99 € par an\"), or the bare price of a one-time purchase") {
                $0.pricePerPeriod
            },
            .optionalText(
                "billingTerms",
                "how the plan bills beyond its price: \"12-month commitment, billed monthly\" under a monthly commitment plan (whose pricePerPeriod says \"$9.99 per month for 12 months\"), \"Prepaid, doesn't renew automatically\" under a Google Play prepaid plan"
            ) { $0.billingTerms },
            .optionalText("offerSentence", "the introductory offer as a sentence, for customers eligible for it") { $0.offerSentence },
            .optionalText(
                "compactOfferSentence", "the same offer in the compact style with short units (\"1 Woche kostenlos (danach 59,99 €/Jahr)\")"
            ) { $0.compactOfferSentence },
            .optionalText("equivalent", "the per-month equivalent of longer plans (\"Soit 4,99 € par mois\")") { $0.equivalent },
            .optionalText("saving", "the saving against the paywall's monthly plan, else its shortest (\"Économisez 58 %\")") { $0.saving },
            .optionalText("badge", "\"Best value\" in the page's language, on the highlighted plan") { $0.badge },
            .flag("isHighlighted", "whether this is the paywall's highlighted plan") { $0.isHighlighted },
            .text("cardClass", "the card's CSS classes: \"plan\", or \"plan highlighted\"") {
                $0.isHighlighted ? "plan highlighted" : "plan"
            },
            .model("nameLanguage", "the name's language, when it is a translation in another language") { $0.nameLanguage },
            .model("descriptionLanguage", "the description's language, when another language's") { $0.descriptionLanguage },
            .text("choiceID", "the id of the plan's radio input (\"plan-1\", \"plan-2\", …), also for the elements that follow it") {
                $0.choiceID
            },
            .flag("isSelected", "whether the plan starts selected: the highlighted plan, else the first") { $0.isSelected },
            .text(
                .pair("callToActionWithOffer", "callToActionWithoutOffer"),
                .pair(
                    "the button's text with this plan selected, for eligible customers: the copy's callToAction, else \"Start free trial\" or \"Subscribe\" when the plan has an offer; else as callToActionWithoutOffer",
                    "the button's text with this plan selected, for the others: the copy's callToActionWithoutOffer, else \"Subscribe\" or \"Buy\" (callToAction when no plan has an offer)"
                )
            ) { $0.callToAction },
            .optionalText(
                .pair("disclosureWithOffer", "disclosureWithoutOffer"),
                .pair(
                    "the disclosure with this plan selected, for eligible customers: a subscription's auto-renewal disclosure, a one-time purchase's \"Payment is charged to your account when you confirm the purchase.\"",
                    "the disclosure with this plan selected, for the others (as disclosureWithOffer)"
                ),
                hidesEnclosing: true
            ) { $0.disclosure },
            .model(
                "phrasesLanguage",
                "the language of our badge, offer sentence, saving and disclosures, when not the page's (English on a page in a language without our phrases)"
            ) { $0.phrasesLanguage },
            .model("pricePerPeriodLanguage", "pricePerPeriod's language, when our phrases write it in another language") {
                $0.pricePerPeriodLanguage
            },
            .model("equivalentLanguage", "equivalent's language, when our phrases write it in another language") { $0.equivalentLanguage },
            .model(
                .pair("callToActionWithOfferLanguage", "callToActionWithoutOfferLanguage"),
                .pair("callToActionWithOffer's language, when not the page's", "callToActionWithoutOffer's language, when not the page's"),
                hidesEnclosing: true
            ) { $0.callToActionLanguage },
        ])
}
