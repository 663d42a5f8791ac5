extension PlanViewModel {
    /// The names `plan.mustache` (and a `{{#plans}}` section of `page.mustache`) may use.
    static let variables = TemplateVariables(
        "one plan card",
        [
            .text("productID", "the product's ID (\"com.example.pro.yearly\")"),
            .text("name", "the product's display name in the page's language"),
            .optionalText("description", "the product's description"),
            .text("price", "the price as the store charges it, without a period (\"59,99 €\")"),
            .text("pricePerPeriod", "the price per period (\"59,99 € par an\"), or the bare price of a one-time purchase"),
            .optionalText("offerSentence", "the introductory offer as a sentence, for customers eligible for it"),
            .optionalText(
                "compactOfferSentence", "the same offer in the compact style with short units (\"1 Woche kostenlos (danach 59,99 €/Jahr)\")"
            ),
            .optionalText("equivalent", "the per-month equivalent of longer plans (\"Soit 4,99 € par mois\")"),
            .optionalText("saving", "the saving against the paywall's monthly plan, else its shortest (\"Économisez 58 %\")"),
            .optionalText("badge", "\"Best value\" in the page's language, on the highlighted plan"),
            .flag("isHighlighted", "whether this is the paywall's highlighted plan"),
            .text("cardClass", "the card's CSS classes: \"plan\", or \"plan highlighted\""),
            .model("nameLanguage", TextLanguage.variables, "the name's language, when it is a translation in another language"),
            .model("descriptionLanguage", TextLanguage.variables, "the description's language, when another language's"),
            .text("choiceID", "the id of the plan's radio input (\"plan-1\", \"plan-2\", …), also for the elements that follow it"),
            .flag("isSelected", "whether the plan starts selected: the highlighted plan, else the first"),
            .text(
                "callToActionWithOffer",
                "the button's text with this plan selected, for eligible customers: the copy's callToAction, else \"Start free trial\" or \"Subscribe\" when the plan has an offer; else as callToActionWithoutOffer"
            ),
            .text(
                "callToActionWithoutOffer",
                "the button's text with this plan selected, for the others: the copy's callToActionWithoutOffer, else \"Subscribe\" or \"Buy\" (callToAction when no plan has an offer)"
            ),
            .optionalText(
                "disclosureWithOffer",
                "the disclosure with this plan selected, for eligible customers: a subscription's auto-renewal disclosure, a one-time purchase's \"Payment is charged to your account when you confirm the purchase.\""
            ),
            .optionalText("disclosureWithoutOffer", "the disclosure with this plan selected, for the others (as disclosureWithOffer)"),
            .model(
                "phrasesLanguage", TextLanguage.variables,
                "the language of our badge, offer sentence, saving and disclosures, when not the page's (English on a page in a language without our phrases)"
            ),
            .model(
                "pricePerPeriodLanguage", TextLanguage.variables, "pricePerPeriod's language, when our phrases write it in another language"
            ),
            .model("equivalentLanguage", TextLanguage.variables, "equivalent's language, when our phrases write it in another language"),
            .model("callToActionWithOfferLanguage", TextLanguage.variables, "callToActionWithOffer's language, when not the page's"),
            .model("callToActionWithoutOfferLanguage", TextLanguage.variables, "callToActionWithoutOffer's language, when not the page's"),
        ])
}
