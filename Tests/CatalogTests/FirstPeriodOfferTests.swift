import Catalog
import Testing

/// A pay-as-you-go offer of one period reads "$4.99 for the first month" in every language, not
/// "$4.99 per month for 1 month"; two periods and more keep the phase with its duration.
@Suite("Offer sentences: the first period")
struct FirstPeriodOfferTests {
    /// The counts of pay-as-you-go periods each language's table has, in order.
    static let counts = [1, 2, 3, 5, 21, 22]

    /// Per App Store language, in its storefront's locale and currency (`TranslatedLanguages`), the sentence of
    /// an offer of 4.99 a month for each of `counts` months, then 9.99 a month (499 and 999 where the
    /// currency has no minor units or its cash is whole), with whole amounts as pages write them.
    static let sentences: [String: [String]] = [
        "ar": [
            "الشهر الأول بسعر \u{200F}٤٫٩٩\u{00A0}ج.م.\u{200F}، ثم \u{200F}٩٫٩٩\u{00A0}ج.م.\u{200F} في الشهر",
            "شهران بسعر \u{200F}٤٫٩٩\u{00A0}ج.م.\u{200F} في الشهر، ثم \u{200F}٩٫٩٩\u{00A0}ج.م.\u{200F} في الشهر",
            "٣ أشهر بسعر \u{200F}٤٫٩٩\u{00A0}ج.م.\u{200F} في الشهر، ثم \u{200F}٩٫٩٩\u{00A0}ج.م.\u{200F} في الشهر",
            "٥ أشهر بسعر \u{200F}٤٫٩٩\u{00A0}ج.م.\u{200F} في الشهر، ثم \u{200F}٩٫٩٩\u{00A0}ج.م.\u{200F} في الشهر",
            "٢١ شهرًا بسعر \u{200F}٤٫٩٩\u{00A0}ج.م.\u{200F} في الشهر، ثم \u{200F}٩٫٩٩\u{00A0}ج.م.\u{200F} في الشهر",
            "٢٢ شهرًا بسعر \u{200F}٤٫٩٩\u{00A0}ج.م.\u{200F} في الشهر، ثم \u{200F}٩٫٩٩\u{00A0}ج.م.\u{200F} في الشهر",
        ],
        "ca": [
            "4,99\u{00A0}€ el primer mes, després 9,99\u{00A0}€ per mes",
            "4,99\u{00A0}€ per mes durant 2 mesos, després 9,99\u{00A0}€ per mes",
            "4,99\u{00A0}€ per mes durant 3 mesos, després 9,99\u{00A0}€ per mes",
            "4,99\u{00A0}€ per mes durant 5 mesos, després 9,99\u{00A0}€ per mes",
            "4,99\u{00A0}€ per mes durant 21 mesos, després 9,99\u{00A0}€ per mes",
            "4,99\u{00A0}€ per mes durant 22 mesos, després 9,99\u{00A0}€ per mes",
        ],
        "cs": [
            "499\u{00A0}Kč za první měsíc, poté 999\u{00A0}Kč za měsíc",
            "499\u{00A0}Kč za měsíc na 2 měsíce, poté 999\u{00A0}Kč za měsíc",
            "499\u{00A0}Kč za měsíc na 3 měsíce, poté 999\u{00A0}Kč za měsíc",
            "499\u{00A0}Kč za měsíc na 5 měsíců, poté 999\u{00A0}Kč za měsíc",
            "499\u{00A0}Kč za měsíc na 21 měsíců, poté 999\u{00A0}Kč za měsíc",
            "499\u{00A0}Kč za měsíc na 22 měsíců, poté 999\u{00A0}Kč za měsíc",
        ],
        "da": [
            "4,99\u{00A0}kr. for den første måned, derefter 9,99\u{00A0}kr. pr. måned",
            "2 måneder til 4,99\u{00A0}kr. pr. måned, derefter 9,99\u{00A0}kr. pr. måned",
            "3 måneder til 4,99\u{00A0}kr. pr. måned, derefter 9,99\u{00A0}kr. pr. måned",
            "5 måneder til 4,99\u{00A0}kr. pr. måned, derefter 9,99\u{00A0}kr. pr. måned",
            "21 måneder til 4,99\u{00A0}kr. pr. måned, derefter 9,99\u{00A0}kr. pr. måned",
            "22 måneder til 4,99\u{00A0}kr. pr. måned, derefter 9,99\u{00A0}kr. pr. måned",
        ],
        "de": [
            "4,99\u{00A0}€ für den ersten Monat, dann 9,99\u{00A0}€ pro Monat",
            "2 Monate lang 4,99\u{00A0}€ pro Monat, dann 9,99\u{00A0}€ pro Monat",
            "3 Monate lang 4,99\u{00A0}€ pro Monat, dann 9,99\u{00A0}€ pro Monat",
            "5 Monate lang 4,99\u{00A0}€ pro Monat, dann 9,99\u{00A0}€ pro Monat",
            "21 Monate lang 4,99\u{00A0}€ pro Monat, dann 9,99\u{00A0}€ pro Monat",
            "22 Monate lang 4,99\u{00A0}€ pro Monat, dann 9,99\u{00A0}€ pro Monat",
        ],
        "el": [
            "4,99\u{00A0}€ για τον πρώτο μήνα, έπειτα 9,99\u{00A0}€ ανά μήνα",
            "2 μήνες με 4,99\u{00A0}€ ανά μήνα, έπειτα 9,99\u{00A0}€ ανά μήνα",
            "3 μήνες με 4,99\u{00A0}€ ανά μήνα, έπειτα 9,99\u{00A0}€ ανά μήνα",
            "5 μήνες με 4,99\u{00A0}€ ανά μήνα, έπειτα 9,99\u{00A0}€ ανά μήνα",
            "21 μήνες με 4,99\u{00A0}€ ανά μήνα, έπειτα 9,99\u{00A0}€ ανά μήνα",
            "22 μήνες με 4,99\u{00A0}€ ανά μήνα, έπειτα 9,99\u{00A0}€ ανά μήνα",
        ],
        "en-AU": [
            "$4.99 for the first month, then $9.99 per month",
            "$4.99 per month for 2 months, then $9.99 per month",
            "$4.99 per month for 3 months, then $9.99 per month",
            "$4.99 per month for 5 months, then $9.99 per month",
            "$4.99 per month for 21 months, then $9.99 per month",
            "$4.99 per month for 22 months, then $9.99 per month",
        ],
        "en-CA": [
            "$4.99 for the first month, then $9.99 per month",
            "$4.99 per month for 2 months, then $9.99 per month",
            "$4.99 per month for 3 months, then $9.99 per month",
            "$4.99 per month for 5 months, then $9.99 per month",
            "$4.99 per month for 21 months, then $9.99 per month",
            "$4.99 per month for 22 months, then $9.99 per month",
        ],
        "en-GB": [
            "£4.99 for the first month, then £9.99 per month",
            "£4.99 per month for 2 months, then £9.99 per month",
            "£4.99 per month for 3 months, then £9.99 per month",
            "£4.99 per month for 5 months, then £9.99 per month",
            "£4.99 per month for 21 months, then £9.99 per month",
            "£4.99 per month for 22 months, then £9.99 per month",
        ],
        "en": [
            "$4.99 for the first month, then $9.99 per month",
            "$4.99 per month for 2 months, then $9.99 per month",
            "$4.99 per month for 3 months, then $9.99 per month",
            "$4.99 per month for 5 months, then $9.99 per month",
            "$4.99 per month for 21 months, then $9.99 per month",
            "$4.99 per month for 22 months, then $9.99 per month",
        ],
        "es-MX": [
            "$4.99 el primer mes, luego $9.99 por mes",
            "$4.99 por mes durante 2 meses, luego $9.99 por mes",
            "$4.99 por mes durante 3 meses, luego $9.99 por mes",
            "$4.99 por mes durante 5 meses, luego $9.99 por mes",
            "$4.99 por mes durante 21 meses, luego $9.99 por mes",
            "$4.99 por mes durante 22 meses, luego $9.99 por mes",
        ],
        "es": [
            "4,99\u{00A0}€ el primer mes, después 9,99\u{00A0}€ por mes",
            "4,99\u{00A0}€ por mes durante 2 meses, después 9,99\u{00A0}€ por mes",
            "4,99\u{00A0}€ por mes durante 3 meses, después 9,99\u{00A0}€ por mes",
            "4,99\u{00A0}€ por mes durante 5 meses, después 9,99\u{00A0}€ por mes",
            "4,99\u{00A0}€ por mes durante 21 meses, después 9,99\u{00A0}€ por mes",
            "4,99\u{00A0}€ por mes durante 22 meses, después 9,99\u{00A0}€ por mes",
        ],
        "fi": [
            "4,99\u{00A0}€ ensimmäiseltä kuukaudelta, sitten 9,99\u{00A0}€ / kuukausi",
            "2 kuukautta hintaan 4,99\u{00A0}€ / kuukausi, sitten 9,99\u{00A0}€ / kuukausi",
            "3 kuukautta hintaan 4,99\u{00A0}€ / kuukausi, sitten 9,99\u{00A0}€ / kuukausi",
            "5 kuukautta hintaan 4,99\u{00A0}€ / kuukausi, sitten 9,99\u{00A0}€ / kuukausi",
            "21 kuukautta hintaan 4,99\u{00A0}€ / kuukausi, sitten 9,99\u{00A0}€ / kuukausi",
            "22 kuukautta hintaan 4,99\u{00A0}€ / kuukausi, sitten 9,99\u{00A0}€ / kuukausi",
        ],
        "fr-CA": [
            "4,99\u{00A0}$ pour le premier mois, puis 9,99\u{00A0}$ par mois",
            "4,99\u{00A0}$ par mois pendant 2 mois, puis 9,99\u{00A0}$ par mois",
            "4,99\u{00A0}$ par mois pendant 3 mois, puis 9,99\u{00A0}$ par mois",
            "4,99\u{00A0}$ par mois pendant 5 mois, puis 9,99\u{00A0}$ par mois",
            "4,99\u{00A0}$ par mois pendant 21 mois, puis 9,99\u{00A0}$ par mois",
            "4,99\u{00A0}$ par mois pendant 22 mois, puis 9,99\u{00A0}$ par mois",
        ],
        "fr": [
            "4,99\u{00A0}€ pour le premier mois, puis 9,99\u{00A0}€ par mois",
            "4,99\u{00A0}€ par mois pendant 2\u{00A0}mois, puis 9,99\u{00A0}€ par mois",
            "4,99\u{00A0}€ par mois pendant 3\u{00A0}mois, puis 9,99\u{00A0}€ par mois",
            "4,99\u{00A0}€ par mois pendant 5\u{00A0}mois, puis 9,99\u{00A0}€ par mois",
            "4,99\u{00A0}€ par mois pendant 21\u{00A0}mois, puis 9,99\u{00A0}€ par mois",
            "4,99\u{00A0}€ par mois pendant 22\u{00A0}mois, puis 9,99\u{00A0}€ par mois",
        ],
        "he": [
            "\u{200F}4.99\u{00A0}\u{200F}₪ עבור החודש הראשון, ואז \u{200F}\u{200F}9.99\u{00A0}\u{200F}₪ לחודש",
            "\u{200F}\u{200F}4.99\u{00A0}\u{200F}₪ לחודש למשך חודשיים, ואז \u{200F}\u{200F}9.99\u{00A0}\u{200F}₪ לחודש",
            "\u{200F}\u{200F}4.99\u{00A0}\u{200F}₪ לחודש למשך 3 חודשים, ואז \u{200F}\u{200F}9.99\u{00A0}\u{200F}₪ לחודש",
            "\u{200F}\u{200F}4.99\u{00A0}\u{200F}₪ לחודש למשך 5 חודשים, ואז \u{200F}\u{200F}9.99\u{00A0}\u{200F}₪ לחודש",
            "\u{200F}\u{200F}4.99\u{00A0}\u{200F}₪ לחודש למשך 21 חודשים, ואז \u{200F}\u{200F}9.99\u{00A0}\u{200F}₪ לחודש",
            "\u{200F}\u{200F}4.99\u{00A0}\u{200F}₪ לחודש למשך 22 חודשים, ואז \u{200F}\u{200F}9.99\u{00A0}\u{200F}₪ לחודש",
        ],
        "hi": [
            "पहला महीना ₹4.99 में, फिर ₹9.99 प्रति महीना",
            "2 महीने ₹4.99 प्रति महीना, फिर ₹9.99 प्रति महीना",
            "3 महीने ₹4.99 प्रति महीना, फिर ₹9.99 प्रति महीना",
            "5 महीने ₹4.99 प्रति महीना, फिर ₹9.99 प्रति महीना",
            "21 महीने ₹4.99 प्रति महीना, फिर ₹9.99 प्रति महीना",
            "22 महीने ₹4.99 प्रति महीना, फिर ₹9.99 प्रति महीना",
        ],
        "hr": [
            "4,99\u{00A0}€ za prvi mjesec, zatim 9,99\u{00A0}€ mjesečno",
            "2 mjeseca po 4,99\u{00A0}€ mjesečno, zatim 9,99\u{00A0}€ mjesečno",
            "3 mjeseca po 4,99\u{00A0}€ mjesečno, zatim 9,99\u{00A0}€ mjesečno",
            "5 mjeseci po 4,99\u{00A0}€ mjesečno, zatim 9,99\u{00A0}€ mjesečno",
            "21 mjesec po 4,99\u{00A0}€ mjesečno, zatim 9,99\u{00A0}€ mjesečno",
            "22 mjeseca po 4,99\u{00A0}€ mjesečno, zatim 9,99\u{00A0}€ mjesečno",
        ],
        "hu": [
            "499\u{00A0}Ft az első hónapra, majd 999\u{00A0}Ft/hónap",
            "2 hónapig 499\u{00A0}Ft/hónap, majd 999\u{00A0}Ft/hónap",
            "3 hónapig 499\u{00A0}Ft/hónap, majd 999\u{00A0}Ft/hónap",
            "5 hónapig 499\u{00A0}Ft/hónap, majd 999\u{00A0}Ft/hónap",
            "21 hónapig 499\u{00A0}Ft/hónap, majd 999\u{00A0}Ft/hónap",
            "22 hónapig 499\u{00A0}Ft/hónap, majd 999\u{00A0}Ft/hónap",
        ],
        "id": [
            "Rp\u{00A0}499 untuk bulan pertama, lalu Rp\u{00A0}999 per bulan",
            "Rp\u{00A0}499 per bulan selama 2 bulan, lalu Rp\u{00A0}999 per bulan",
            "Rp\u{00A0}499 per bulan selama 3 bulan, lalu Rp\u{00A0}999 per bulan",
            "Rp\u{00A0}499 per bulan selama 5 bulan, lalu Rp\u{00A0}999 per bulan",
            "Rp\u{00A0}499 per bulan selama 21 bulan, lalu Rp\u{00A0}999 per bulan",
            "Rp\u{00A0}499 per bulan selama 22 bulan, lalu Rp\u{00A0}999 per bulan",
        ],
        "it": [
            "4,99\u{00A0}€ per il primo mese, poi 9,99\u{00A0}€ al mese",
            "4,99\u{00A0}€ al mese per 2 mesi, poi 9,99\u{00A0}€ al mese",
            "4,99\u{00A0}€ al mese per 3 mesi, poi 9,99\u{00A0}€ al mese",
            "4,99\u{00A0}€ al mese per 5 mesi, poi 9,99\u{00A0}€ al mese",
            "4,99\u{00A0}€ al mese per 21 mesi, poi 9,99\u{00A0}€ al mese",
            "4,99\u{00A0}€ al mese per 22 mesi, poi 9,99\u{00A0}€ al mese",
        ],
        "ja": [
            "最初の1か月は￥499、その後￥999/月",
            "2か月は￥499/月、その後￥999/月",
            "3か月は￥499/月、その後￥999/月",
            "5か月は￥499/月、その後￥999/月",
            "21か月は￥499/月、その後￥999/月",
            "22か月は￥499/月、その後￥999/月",
        ],
        "ko": [
            "첫 달 ₩499, 이후 월 ₩999",
            "2개월 동안 월 ₩499, 이후 월 ₩999",
            "3개월 동안 월 ₩499, 이후 월 ₩999",
            "5개월 동안 월 ₩499, 이후 월 ₩999",
            "21개월 동안 월 ₩499, 이후 월 ₩999",
            "22개월 동안 월 ₩499, 이후 월 ₩999",
        ],
        "ms": [
            "RM\u{00A0}4.99 untuk bulan pertama, kemudian RM\u{00A0}9.99 setiap bulan",
            "RM\u{00A0}4.99 setiap bulan selama 2 bulan, kemudian RM\u{00A0}9.99 setiap bulan",
            "RM\u{00A0}4.99 setiap bulan selama 3 bulan, kemudian RM\u{00A0}9.99 setiap bulan",
            "RM\u{00A0}4.99 setiap bulan selama 5 bulan, kemudian RM\u{00A0}9.99 setiap bulan",
            "RM\u{00A0}4.99 setiap bulan selama 21 bulan, kemudian RM\u{00A0}9.99 setiap bulan",
            "RM\u{00A0}4.99 setiap bulan selama 22 bulan, kemudian RM\u{00A0}9.99 setiap bulan",
        ],
        "nb": [
            "kr\u{00A0}499 for den første måneden, deretter kr\u{00A0}999 per måned",
            "2 måneder for kr\u{00A0}499 per måned, deretter kr\u{00A0}999 per måned",
            "3 måneder for kr\u{00A0}499 per måned, deretter kr\u{00A0}999 per måned",
            "5 måneder for kr\u{00A0}499 per måned, deretter kr\u{00A0}999 per måned",
            "21 måneder for kr\u{00A0}499 per måned, deretter kr\u{00A0}999 per måned",
            "22 måneder for kr\u{00A0}499 per måned, deretter kr\u{00A0}999 per måned",
        ],
        "nl": [
            "€\u{00A0}4,99 voor de eerste maand, daarna €\u{00A0}9,99 per maand",
            "2 maanden voor €\u{00A0}4,99 per maand, daarna €\u{00A0}9,99 per maand",
            "3 maanden voor €\u{00A0}4,99 per maand, daarna €\u{00A0}9,99 per maand",
            "5 maanden voor €\u{00A0}4,99 per maand, daarna €\u{00A0}9,99 per maand",
            "21 maanden voor €\u{00A0}4,99 per maand, daarna €\u{00A0}9,99 per maand",
            "22 maanden voor €\u{00A0}4,99 per maand, daarna €\u{00A0}9,99 per maand",
        ],
        "pl": [
            "4,99\u{00A0}zł za pierwszy miesiąc, potem 9,99\u{00A0}zł na miesiąc",
            "4,99\u{00A0}zł na miesiąc przez 2 miesiące, potem 9,99\u{00A0}zł na miesiąc",
            "4,99\u{00A0}zł na miesiąc przez 3 miesiące, potem 9,99\u{00A0}zł na miesiąc",
            "4,99\u{00A0}zł na miesiąc przez 5 miesięcy, potem 9,99\u{00A0}zł na miesiąc",
            "4,99\u{00A0}zł na miesiąc przez 21 miesięcy, potem 9,99\u{00A0}zł na miesiąc",
            "4,99\u{00A0}zł na miesiąc przez 22 miesiące, potem 9,99\u{00A0}zł na miesiąc",
        ],
        "pt-BR": [
            "R$\u{00A0}4,99 no primeiro mês, depois R$\u{00A0}9,99 por mês",
            "R$\u{00A0}4,99 por mês durante 2 meses, depois R$\u{00A0}9,99 por mês",
            "R$\u{00A0}4,99 por mês durante 3 meses, depois R$\u{00A0}9,99 por mês",
            "R$\u{00A0}4,99 por mês durante 5 meses, depois R$\u{00A0}9,99 por mês",
            "R$\u{00A0}4,99 por mês durante 21 meses, depois R$\u{00A0}9,99 por mês",
            "R$\u{00A0}4,99 por mês durante 22 meses, depois R$\u{00A0}9,99 por mês",
        ],
        "pt-PT": [
            "4,99\u{00A0}€ no primeiro mês, depois 9,99\u{00A0}€ por mês",
            "4,99\u{00A0}€ por mês durante 2 meses, depois 9,99\u{00A0}€ por mês",
            "4,99\u{00A0}€ por mês durante 3 meses, depois 9,99\u{00A0}€ por mês",
            "4,99\u{00A0}€ por mês durante 5 meses, depois 9,99\u{00A0}€ por mês",
            "4,99\u{00A0}€ por mês durante 21 meses, depois 9,99\u{00A0}€ por mês",
            "4,99\u{00A0}€ por mês durante 22 meses, depois 9,99\u{00A0}€ por mês",
        ],
        "ro": [
            "4,99\u{00A0}RON pentru prima lună, apoi 9,99\u{00A0}RON pe lună",
            "4,99\u{00A0}RON pe lună timp de 2 luni, apoi 9,99\u{00A0}RON pe lună",
            "4,99\u{00A0}RON pe lună timp de 3 luni, apoi 9,99\u{00A0}RON pe lună",
            "4,99\u{00A0}RON pe lună timp de 5 luni, apoi 9,99\u{00A0}RON pe lună",
            "4,99\u{00A0}RON pe lună timp de 21 de luni, apoi 9,99\u{00A0}RON pe lună",
            "4,99\u{00A0}RON pe lună timp de 22 de luni, apoi 9,99\u{00A0}RON pe lună",
        ],
        "ru": [
            "4,99\u{00A0}₽ за первый месяц, затем 9,99\u{00A0}₽ в месяц",
            "2 месяца\u{00A0}— 4,99\u{00A0}₽ в месяц, затем 9,99\u{00A0}₽ в месяц",
            "3 месяца\u{00A0}— 4,99\u{00A0}₽ в месяц, затем 9,99\u{00A0}₽ в месяц",
            "5 месяцев\u{00A0}— 4,99\u{00A0}₽ в месяц, затем 9,99\u{00A0}₽ в месяц",
            "21 месяц\u{00A0}— 4,99\u{00A0}₽ в месяц, затем 9,99\u{00A0}₽ в месяц",
            "22 месяца\u{00A0}— 4,99\u{00A0}₽ в месяц, затем 9,99\u{00A0}₽ в месяц",
        ],
        "sk": [
            "4,99\u{00A0}€ za prvý mesiac, potom 9,99\u{00A0}€ za mesiac",
            "4,99\u{00A0}€ za mesiac na 2 mesiace, potom 9,99\u{00A0}€ za mesiac",
            "4,99\u{00A0}€ za mesiac na 3 mesiace, potom 9,99\u{00A0}€ za mesiac",
            "4,99\u{00A0}€ za mesiac na 5 mesiacov, potom 9,99\u{00A0}€ za mesiac",
            "4,99\u{00A0}€ za mesiac na 21 mesiacov, potom 9,99\u{00A0}€ za mesiac",
            "4,99\u{00A0}€ za mesiac na 22 mesiacov, potom 9,99\u{00A0}€ za mesiac",
        ],
        "sv": [
            "499\u{00A0}kr för första månaden, sedan 999\u{00A0}kr per månad",
            "2 månader för 499\u{00A0}kr per månad, sedan 999\u{00A0}kr per månad",
            "3 månader för 499\u{00A0}kr per månad, sedan 999\u{00A0}kr per månad",
            "5 månader för 499\u{00A0}kr per månad, sedan 999\u{00A0}kr per månad",
            "21 månader för 499\u{00A0}kr per månad, sedan 999\u{00A0}kr per månad",
            "22 månader för 499\u{00A0}kr per månad, sedan 999\u{00A0}kr per månad",
        ],
        "th": [
            "฿4.99 สำหรับเดือนแรก จากนั้น ฿9.99 ต่อเดือน",
            "฿4.99 ต่อเดือน เป็นเวลา 2 เดือน จากนั้น ฿9.99 ต่อเดือน",
            "฿4.99 ต่อเดือน เป็นเวลา 3 เดือน จากนั้น ฿9.99 ต่อเดือน",
            "฿4.99 ต่อเดือน เป็นเวลา 5 เดือน จากนั้น ฿9.99 ต่อเดือน",
            "฿4.99 ต่อเดือน เป็นเวลา 21 เดือน จากนั้น ฿9.99 ต่อเดือน",
            "฿4.99 ต่อเดือน เป็นเวลา 22 เดือน จากนั้น ฿9.99 ต่อเดือน",
        ],
        "tr": [
            "1 ay için ₺4,99, ardından ₺9,99/ay",
            "2 ay boyunca ₺4,99/ay, ardından ₺9,99/ay",
            "3 ay boyunca ₺4,99/ay, ardından ₺9,99/ay",
            "5 ay boyunca ₺4,99/ay, ardından ₺9,99/ay",
            "21 ay boyunca ₺4,99/ay, ardından ₺9,99/ay",
            "22 ay boyunca ₺4,99/ay, ardından ₺9,99/ay",
        ],
        "uk": [
            "4,99\u{00A0}₴ за перший місяць, потім 9,99\u{00A0}₴ на місяць",
            "2 місяці\u{00A0}— 4,99\u{00A0}₴ на місяць, потім 9,99\u{00A0}₴ на місяць",
            "3 місяці\u{00A0}— 4,99\u{00A0}₴ на місяць, потім 9,99\u{00A0}₴ на місяць",
            "5 місяців\u{00A0}— 4,99\u{00A0}₴ на місяць, потім 9,99\u{00A0}₴ на місяць",
            "21 місяць\u{00A0}— 4,99\u{00A0}₴ на місяць, потім 9,99\u{00A0}₴ на місяць",
            "22 місяці\u{00A0}— 4,99\u{00A0}₴ на місяць, потім 9,99\u{00A0}₴ на місяць",
        ],
        "vi": [
            "499\u{00A0}₫ cho tháng đầu, sau đó 999\u{00A0}₫/tháng",
            "499\u{00A0}₫/tháng trong 2 tháng, sau đó 999\u{00A0}₫/tháng",
            "499\u{00A0}₫/tháng trong 3 tháng, sau đó 999\u{00A0}₫/tháng",
            "499\u{00A0}₫/tháng trong 5 tháng, sau đó 999\u{00A0}₫/tháng",
            "499\u{00A0}₫/tháng trong 21 tháng, sau đó 999\u{00A0}₫/tháng",
            "499\u{00A0}₫/tháng trong 22 tháng, sau đó 999\u{00A0}₫/tháng",
        ],
        "zh-Hans": [
            "首月¥4.99，之后¥9.99/月",
            "连续2个月¥4.99/月，之后¥9.99/月",
            "连续3个月¥4.99/月，之后¥9.99/月",
            "连续5个月¥4.99/月，之后¥9.99/月",
            "连续21个月¥4.99/月，之后¥9.99/月",
            "连续22个月¥4.99/月，之后¥9.99/月",
        ],
        "zh-Hant": [
            "首月 $499，之後每月 $999",
            "連續 2 個月每月 $499，之後每月 $999",
            "連續 3 個月每月 $499，之後每月 $999",
            "連續 5 個月每月 $499，之後每月 $999",
            "連續 21 個月每月 $499，之後每月 $999",
            "連續 22 個月每月 $499，之後每月 $999",
        ],
    ]

    @Test(arguments: TranslatedLanguages.tags)
    func payAsYouGoForEachCount(_ tag: String) throws {
        let locale = try TranslatedLanguages.locale(for: tag)
        let currency = try Currency(region: locale.region ?? "US")
        let whole = currency.fractionDigits == 0 || currency.hasUnusedCashFraction
        let (offerPrice, regularPrice) = try (
            Money(whole ? "499" : "4.99", currency: currency), Money(whole ? "999" : "9.99", currency: currency)
        )
        let formatter = try OfferFormatter(prices: PriceFormatter(locale: locale, zeroFraction: .hiddenWhereCashIsWhole))
        let month = try SubscriptionPeriod("P1M")
        let expected = try #require(Self.sentences[tag] ?? Self.sentencesSince2026[tag], "no table for \(tag)")
        #expect(expected.count == Self.counts.count)
        for (count, sentence) in zip(Self.counts, expected) {
            let offer = try Offer(
                kind: .introductory, phases: [.payAsYouGo(offerPrice, every: month, count: count), .regular(regularPrice, every: month)])
            #expect(try formatter.sentence(for: offer) == sentence, "\(tag), \(count) months")
        }
    }

    @Test(arguments: [
        ("P1D", "$4.99 for the first day, then $9.99 per month"),
        ("P1W", "$4.99 for the first week, then $9.99 per month"),
        ("P7D", "$4.99 for the first week, then $9.99 per month"),
        ("P1Y", "$4.99 for the first year, then $9.99 per month"),
        ("P12M", "$4.99 for the first year, then $9.99 per month"),
    ])
    func oneUnitOfEachLength(_ period: String, _ expected: String) throws {
        let offer = try Offer(
            kind: .introductory,
            phases: [
                .payAsYouGo(Money("4.99", currency: "USD"), every: SubscriptionPeriod(period), count: 1),
                .regular(Money("9.99", currency: "USD"), every: SubscriptionPeriod("P1M")),
            ])
        #expect(try OfferFormatter(locale: LocaleID("en_US")).sentence(for: offer) == expected)
    }

    /// One period of several units is one payment covering them, worded as a later up-front phase.
    @Test func onePeriodOfSeveralUnitsIsOnePayment() throws {
        let offer = try Offer(
            kind: .introductory,
            phases: [
                .payAsYouGo(Money("24.99", currency: "USD"), every: SubscriptionPeriod("P3M"), count: 1),
                .regular(Money("9.99", currency: "USD"), every: SubscriptionPeriod("P1M")),
            ])
        #expect(try OfferFormatter(locale: LocaleID("en_US")).sentence(for: offer) == "$24.99 for 3 months, then $9.99 per month")
        let german = try Offer(
            kind: .introductory,
            phases: [
                .payAsYouGo(Money("24.99", currency: "EUR"), every: SubscriptionPeriod("P3M"), count: 1),
                .regular(Money("9.99", currency: "EUR"), every: SubscriptionPeriod("P1M")),
            ])
        #expect(
            try OfferFormatter(locale: LocaleID("de_DE")).sentence(for: german)
                == "3 Monate für 24,99\u{00A0}€, dann 9,99\u{00A0}€ pro Monat")
    }

    /// "The first month" only when it is the offer's first phase: after a trial of the same unit it would
    /// contradict itself ("1 month free, then $4.99 for the first month").
    @Test func onePeriodAfterATrialIsOnePaymentForItsPeriod() throws {
        let month = try SubscriptionPeriod("P1M")
        let phases = try [
            PricingPhase.freeTrial(SubscriptionPeriod("P1M"), currency: Currency("USD")),
            .payAsYouGo(Money("4.99", currency: "USD"), every: month, count: 1),
            .regular(Money("9.99", currency: "USD"), every: month),
        ]
        #expect(
            try OfferFormatter(locale: LocaleID("en_US")).sentence(for: phases)
                == "1 month free, then $4.99 for 1 month, then $9.99 per month")
        #expect(
            try OfferFormatter(locale: LocaleID("en_US"), width: .short, style: .compact).sentence(for: phases)
                == "1 month free, then $4.99 for 1 month (then $9.99/mo)")
        let german = try phases.map { phase in
            try PricingPhase(
                price: Money(phase.price.amount.description, currency: "EUR"), period: phase.period,
                recurrence: phase.recurrence)
        }
        #expect(
            try OfferFormatter(locale: LocaleID("de_DE")).sentence(for: german)
                == "1 Monat kostenlos, dann 1 Monat für 4,99\u{00A0}€, dann 9,99\u{00A0}€ pro Monat")
    }
}
