import Catalog
import Foundation
import Testing

/// The sentences Google Play offers and commitment plans add, per locale: a phase stated as a share off
/// ("50% off for 3 months", chained with "then"), the line under a commitment plan's price, the
/// disclosure's commitment sentence and Google Play's cancellation sentence.
@Suite("Google Play and commitment sentences")
struct PlayOfferTextTests {
    struct Case: Sendable, CustomStringConvertible {
        let locale: String
        let currency: String
        /// The regular monthly price.
        let amount: String
        /// "7 days free, then 50% off for 3 months, then 9.99 per month".
        let chain: String
        /// "12-month commitment, billed monthly".
        let commitmentLine: String
        /// The disclosure of a plan of 12 monthly payments on a Google Play paywall.
        let commitmentDisclosure: String
        var description: String { locale }
    }

    static let cases: [Case] = [
        Case(
            locale: "en_US", currency: "USD", amount: "9.99",
            chain: "7 days free, then 50% off for 3 months, then $9.99 per month",
            commitmentLine: "12-month commitment, billed monthly",
            commitmentDisclosure:
                "Payment is charged to your account when you confirm the purchase. You commit to 12 monthly payments of $9.99; if you cancel, the payments left in the commitment are still charged. The subscription renews automatically at $9.99 per month until you cancel it. You can cancel at any time in Google Play › Payments & subscriptions › Subscriptions; the subscription stays active until the end of the period you have paid for."
        ),
        Case(
            locale: "de_DE", currency: "EUR", amount: "9.99",
            chain: "7 Tage kostenlos, dann 3 Monate lang 50\u{00A0}% Rabatt, dann 9,99\u{00A0}€ pro Monat",
            commitmentLine: "12 Monate Mindestlaufzeit, monatlich abgerechnet",
            commitmentDisclosure:
                "Die Zahlung wird bei Bestätigung des Kaufs über dein Konto abgerechnet. Du verpflichtest dich zu 12 monatlichen Zahlungen von je 9,99\u{00A0}€; wenn du kündigst, werden dir die restlichen Zahlungen der Mindestlaufzeit trotzdem berechnet. Das Abo verlängert sich automatisch zu 9,99\u{00A0}€ pro Monat, bis du es kündigst. Du kannst dein Abo jederzeit in Google Play › Zahlungen & Abos › Abos kündigen; es bleibt bis zum Ende des bereits bezahlten Zeitraums aktiv."
        ),
        Case(
            locale: "ja_JP", currency: "JPY", amount: "1200",
            chain: "7日間無料、その後3か月は50%オフ、その後￥1,200/月",
            commitmentLine: "12か月契約・月払い",
            commitmentDisclosure:
                "購入を確定すると、お客様のアカウントに料金が請求されます。￥1,200の月額料金を12回お支払いいただく契約です。解約した場合も、契約期間の残りの回数分の料金は引き続き請求されます。サブスクリプションは、解約しない限り￥1,200/月で自動更新されます。Google Play › お支払いと定期購入 › 定期購入から、いつでも解約できます。解約後も、お支払い済みの期間が終了するまでサブスクリプションは有効です。"
        ),
        Case(
            locale: "ar_SA", currency: "SAR", amount: "9.99",
            chain: "٧ أيام مجانًا، ثم ٣ أشهر بخصم ٥٠٪\u{061C}، ثم \u{200F}٩٫٩٩\u{00A0}ر.س.\u{200F} في الشهر",
            commitmentLine: "التزام لمدة ١٢ شهرًا، بدفعات شهرية",
            commitmentDisclosure:
                "يُخصم المبلغ من حسابك عند تأكيد الشراء. تلتزم بسداد ١٢ دفعة شهرية بقيمة \u{200F}٩٫٩٩\u{00A0}ر.س.\u{200F} لكل دفعة، وإذا ألغيت الاشتراك، فستظل الدفعات المتبقية من مدة الالتزام تُخصم من حسابك. يتجدد الاشتراك تلقائيًا بسعر \u{200F}٩٫٩٩\u{00A0}ر.س.\u{200F} في الشهر إلى أن تلغيه. يمكنك إلغاء اشتراكك في أي وقت من Google Play › المدفوعات والاشتراكات › الاشتراكات، ويبقى الاشتراك فعّالًا حتى نهاية الفترة التي دفعت مقابلها."
        ),
        Case(
            locale: "fr_FR", currency: "EUR", amount: "9.99",
            chain: "7\u{00A0}jours d’essai gratuit, puis 50\u{00A0}% de réduction pendant 3\u{00A0}mois, puis 9,99\u{00A0}€ par mois",
            commitmentLine: "Engagement de 12 mois, facturation mensuelle",
            commitmentDisclosure:
                "Le paiement est prélevé sur votre compte lors de la confirmation de l’achat. Vous vous engagez à payer 12 mensualités de 9,99\u{00A0}€. Si vous annulez l’abonnement, les mensualités restantes de votre engagement vous seront tout de même prélevées. L’abonnement se renouvelle automatiquement au tarif de 9,99\u{00A0}€ par mois jusqu’à son annulation. Vous pouvez annuler à tout moment dans Google Play › Paiements et abonnements › Abonnements. L’abonnement reste actif jusqu’à la fin de la période déjà payée."
        ),
        Case(
            locale: "tr_TR", currency: "TRY", amount: "9.99",
            chain: "7 gün ücretsiz, ardından 3 ay boyunca %50 indirim, ardından ₺9,99/ay",
            commitmentLine: "12 aylık taahhüt, her ay faturalandırılır",
            commitmentDisclosure:
                "Ödeme, satın alma işlemini onayladığınızda hesabınızdan tahsil edilir. 12 ay boyunca her ay ₺9,99 ödemeyi taahhüt edersiniz; aboneliğinizi iptal etseniz bile taahhüdün kalan ödemeleri hesabınızdan tahsil edilmeye devam eder. Aboneliğiniz, siz iptal edene kadar ₺9,99/ay üzerinden otomatik olarak yenilenir. Aboneliğinizi istediğiniz zaman Google Play › Ödemeler ve abonelikler › Abonelikler bölümünden iptal edebilirsiniz; aboneliğiniz, ödemesini yaptığınız dönemin sonuna kadar etkin kalır."
        ),
    ]

    /// 7 days free, then 3 months at half price (computed from the regular price, as Play states it),
    /// then the regular price.
    static func chain(_ test: Case) throws -> [PricingPhase] {
        let month = try SubscriptionPeriod("P1M")
        let regular = try Money(test.amount, currency: Currency(test.currency))
        let halfOff = CatalogOffer.Phase(
            mode: .payAsYouGo, period: month, count: 3, prices: [:], discounts: [try Region("US"): .relative(0.5)], otherRegions: nil)
        let discounted = try #require(try halfOff.pricingPhase(in: Region("US"), regular: regular, every: month))
        return [try .freeTrial(SubscriptionPeriod("P7D"), currency: regular.currency), discounted, .regular(regular, every: month)]
    }

    @Test(arguments: cases)
    func discountPhaseIsChainedWithThen(_ test: Case) throws {
        let formatter = try OfferFormatter(locale: LocaleID(test.locale))
        let sentence = try formatter.sentence(for: Self.chain(test))
        #expect(sentence == test.chain)
    }

    @Test(arguments: cases)
    func commitmentLineUnderAMonthlyPrice(_ test: Case) throws {
        let formatter = try OfferFormatter(locale: LocaleID(test.locale))
        let line = try formatter.commitment(payments: 12, every: SubscriptionPeriod("P1M"))
        #expect(line == test.commitmentLine)
    }

    @Test(arguments: cases)
    func commitmentDisclosureOnGooglePlay(_ test: Case) throws {
        let formatter = try OfferFormatter(locale: LocaleID(test.locale))
        let monthly = try Offer(
            kind: .introductory, phases: [.regular(Money(test.amount, currency: Currency(test.currency)), every: SubscriptionPeriod("P1M"))]
        )
        let disclosure = try formatter.disclosure(for: monthly, committedPayments: 12, cancellation: .googlePlay)
        #expect(disclosure == test.commitmentDisclosure)
    }

    /// A share is written exactly, through ICU's percent pattern: no floating-point rounding.
    @Test func percentOfAShareIsExact() throws {
        #expect(try PercentFormatter(locale: LocaleID("en_US")).format(fraction: Decimal(string: "0.125") ?? 0) == "12.5%")
        #expect(try PercentFormatter(locale: LocaleID("de_DE")).format(fraction: Decimal(string: "0.3") ?? 0) == "30\u{00A0}%")
    }

    /// Only monthly billing has a commitment line: the phrase says "billed monthly".
    @Test func noCommitmentLineForOtherPeriods() throws {
        let english = try OfferFormatter(locale: LocaleID("en_US"))
        #expect(try english.commitment(payments: 4, every: SubscriptionPeriod("P3M")) == nil)
        #expect(try english.commitment(payments: 12, every: SubscriptionPeriod("P1M")) != nil)
    }

    /// The price line of a commitment plan is the recurring phrase.
    @Test func commitmentPriceLine() throws {
        let english = try OfferFormatter(locale: LocaleID("en_US"))
        #expect(
            try english.commitmentPrice(Money("9.99", currency: "USD"), every: SubscriptionPeriod("P1M"), payments: 12)
                == "$9.99 per month for 12 months")
        #expect(
            try english.commitmentPrice(Money("9.99", currency: "USD"), every: SubscriptionPeriod("P1M"), payments: 1)
                == "$9.99 for the first month")
    }

    /// One payment is the `one` variant.
    @Test func oneCommittedPayment() throws {
        let english = try OfferFormatter(locale: LocaleID("en_US"))
        let monthly = try Offer(kind: .introductory, phases: [.regular(Money("9.99", currency: "USD"), every: SubscriptionPeriod("P1M"))])
        #expect(
            try english.disclosure(for: monthly, committedPayments: 1, cancellation: .appStore).contains(
                "You commit to 1 monthly payment of $9.99;"))
    }

    /// The App Store's disclosure is unchanged without a commitment.
    @Test func appStoreDisclosureUnchanged() throws {
        let english = try OfferFormatter(locale: LocaleID("en_US"))
        let monthly = try Offer(kind: .introductory, phases: [.regular(Money("9.99", currency: "USD"), every: SubscriptionPeriod("P1M"))])
        #expect(try english.disclosure(for: monthly, committedPayments: nil, cancellation: .appStore) == english.disclosure(for: monthly))
    }
}
