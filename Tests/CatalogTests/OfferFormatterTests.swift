import Catalog
import CatalogTestSupport
import Testing

@Suite("Offer sentences")
struct OfferFormatterTests {
    static func phases(_ specs: [(String, String, PricingPhase.Recurrence)], _ currency: String = "USD") throws -> [PricingPhase] {
        try specs.map { amount, period, recurrence in
            try PricingPhase(price: Money(amount, currency: currency), period: SubscriptionPeriod(period), recurrence: recurrence)
        }
    }

    @Test func englishSentences() throws {
        let english = try OfferFormatter(locale: LocaleID("en_US"))
        #expect(
            try english.sentence(for: Self.phases([("0", "P7D", .cycles(1)), ("9.99", "P1M", .infinite)]))
                == "7 days free, then $9.99 per month")
        #expect(
            try english.sentence(for: Self.phases([("0.99", "P1M", .cycles(3)), ("3.99", "P1M", .infinite)]))
                == "$0.99 per month for 3 months, then $3.99 per month")
        #expect(
            try english.sentence(for: Self.phases([("29.99", "P6M", .once), ("49.99", "P1Y", .infinite)]))
                == "$29.99 up front for 6 months, then $49.99 per year")
        #expect(
            try english.sentence(for: Self.phases([("0", "P1W", .cycles(1)), ("1.99", "P1M", .cycles(3)), ("9.99", "P1M", .infinite)]))
                == "1 week free, then $1.99 per month for 3 months, then $9.99 per month")
        #expect(try english.sentence(for: Self.phases([("24.99", "P3M", .infinite)])) == "$24.99 every 3 months")
    }

    @Test func shortWidthUsesOurCompactPhrases() throws {
        let english = try OfferFormatter(locale: LocaleID("en_CA"), width: .short)
        #expect(
            try english.sentence(for: Self.phases([("0", "P7D", .cycles(1)), ("9.99", "P1M", .infinite)], "CAD"))
                == "7 days free, then $9.99/mo")
    }

    @Test func compactStyle() throws {
        let german = try OfferFormatter(locale: LocaleID("de_DE"), width: .short, style: .compact)
        let phases = try Self.phases([("0.99", "P1M", .cycles(3)), ("3.99", "P1M", .infinite)], "EUR")
        #expect(try german.sentence(for: phases) == "3 Monate lang 0,99\u{00A0}€/Monat (danach 3,99\u{00A0}€/Monat)")
        let english = try OfferFormatter(locale: LocaleID("en_US"), width: .short, style: .compact)
        #expect(
            try english.sentence(for: Self.phases([("0.99", "P1M", .cycles(3)), ("3.99", "P1M", .infinite)]))
                == "$0.99/mo for 3 months (then $3.99/mo)")
    }

    @Test func sentencesInOtherLanguages() throws {
        let phases = try Self.phases([("0", "P1W", .cycles(1)), ("1.99", "P1M", .cycles(3)), ("9.99", "P1M", .infinite)], "EUR")
        #expect(
            try OfferFormatter(locale: LocaleID("fr_FR")).sentence(for: phases)
                == "1\u{00A0}semaine d’essai gratuit, puis 1,99\u{00A0}€ par mois pendant 3\u{00A0}mois, puis 9,99\u{00A0}€ par mois")
        #expect(
            try OfferFormatter(locale: LocaleID("pl_PL")).sentence(for: phases)
                == "1 tydzień za darmo, potem 1,99\u{00A0}€ na miesiąc przez 3 miesiące, potem 9,99\u{00A0}€ na miesiąc")
        #expect(
            try OfferFormatter(locale: LocaleID("ja_JP")).sentence(for: phases)
                == "1週間無料、その後3か月は€1.99/月、その後€9.99/月")
    }

    @Test func disclosureStatesPricePeriodRenewalAndCancellation() throws {
        let offer = try Offer(kind: .introductory, phases: Self.phases([("0", "P1W", .cycles(1)), ("9.99", "P1M", .infinite)]))
        let text = try OfferFormatter(locale: LocaleID("en_US")).disclosure(for: offer)
        #expect(
            text == "Nothing is charged today. Payment is charged to your account when the free trial ends. "
                + "After the offer ends, the subscription renews automatically at $9.99 per month until you cancel it. "
                + "Cancel at least 24 hours before the end of the current period to avoid being charged for the next one. "
                + "You can manage and cancel your subscription in your account settings.")
        let paid = try Offer(kind: .introductory, phases: Self.phases([("0.99", "P1M", .cycles(3)), ("9.99", "P1M", .infinite)]))
        #expect(
            try OfferFormatter(locale: LocaleID("en_US")).disclosure(for: paid).hasPrefix(
                "Payment is charged to your account when you confirm the purchase. After the offer ends,"))
        let plain = try Offer(kind: .introductory, phases: Self.phases([("49.99", "P1Y", .infinite)]))
        #expect(
            try OfferFormatter(locale: LocaleID("en_US")).disclosure(for: plain).contains(
                "renews automatically at $49.99 per year until you cancel it."))
    }

    /// A one-time purchase's disclosure is the charge sentence alone: nothing renews, nothing is deferred.
    @Test(arguments: [
        ("en_US", "Payment is charged to your account when you confirm the purchase."),
        ("de_DE", "Die Zahlung wird bei Bestätigung des Kaufs über dein Konto abgerechnet."),
        ("ja_JP", "購入を確定すると、お客様のアカウントに料金が請求されます。"),
    ])
    func purchaseDisclosureSaysOnlyWhenPaymentIsCharged(locale: String, expected: String) throws {
        #expect(try OfferFormatter(locale: LocaleID(locale)).purchaseDisclosure() == expected)
    }

    @Test func invalidOffersAreExplained() throws {
        #expect(throws: OfferError.self) { try Offer(kind: .introductory, phases: []) }
        let six = try Self.phases(Array(repeating: ("1", "P1M", PricingPhase.Recurrence.cycles(1)), count: 6))
        #expect(throws: OfferError.tooManyPhases(6)) { try Offer(kind: .googlePlay, phases: six) }
        #expect(OfferError.tooManyPhases(6).description == "an offer has at most 5 phases, this one has 6")
        let openEndedFirst = try Self.phases([("1", "P1M", .infinite), ("2", "P1M", .infinite)])
        #expect(throws: OfferError.self) { try Offer(kind: .googlePlay, phases: openEndedFirst) }
        #expect(throws: OfferError.self) {
            try PricingPhase(price: Money("1", currency: "USD"), period: SubscriptionPeriod("P1M"), recurrence: .cycles(0))
        }
        let mixed = [
            try PricingPhase.payAsYouGo(Money("0.99", currency: "EUR"), every: SubscriptionPeriod("P1M"), count: 3),
            PricingPhase.regular(try Money("1", currency: "USD"), every: try SubscriptionPeriod("P1M")),
        ]
        #expect(throws: OfferError.self) { try Offer(kind: .introductory, phases: mixed) }
        // A free trial has no price to mix: one in another currency goes with any regular price.
        #expect(throws: Never.self) {
            try Offer(
                kind: .introductory,
                phases: [
                    .freeTrial(SubscriptionPeriod("P1W"), currency: Currency("USD")),
                    .regular(Money("9.99", currency: "EUR"), every: SubscriptionPeriod("P1M")),
                ])
        }
        let noRegular = try Offer(kind: .introductory, phases: Self.phases([("1", "P1M", .cycles(2))]))
        #expect(throws: OfferError.self) { try OfferFormatter(locale: LocaleID("en")).disclosure(for: noRegular) }
    }
}

/// Every sample offer in every App Store language, as a snapshot per language.
@Suite("Offer snapshots")
struct OfferSnapshotTests {
    @Test(arguments: TranslatedLanguages.tags)
    func offers(_ tag: String) throws {
        let locale = try TranslatedLanguages.locale(for: tag)
        let currency = try Currency(region: locale.region ?? "US")
        let sentence = try OfferFormatter(locale: locale)
        let compact = try OfferFormatter(locale: locale, width: .short, style: .compact)
        var lines = [
            "# \(tag) as \(locale), \(currency), phrases \(sentence.phrases.language), ICU \(CatalogPackage.icuVersion), CLDR \(CatalogPackage.cldrVersion)",
            "",
        ]
        for sample in try SampleOffers.all(in: currency) {
            lines.append("## \(sample.name)")
            lines.append("sentence:   " + (try sentence.sentence(for: sample.offer)))
            lines.append("compact:    " + (try compact.sentence(for: sample.offer)))
            lines.append("disclosure: " + (try sentence.disclosure(for: sample.offer)))
            lines.append("")
        }
        assertICUSnapshot(of: lines.joined(separator: "\n"), named: tag)
    }
}
