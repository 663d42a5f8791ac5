import Catalog
import Foundation
import Testing

/// Exact values of the copy variables, in the languages whose rules differ most.
@Suite("Copy variables")
struct CopyVariablesTests {
    /// Storefront, currency, monthly price, yearly price, lifetime price, per page locale.
    static let markets: [String: (String, String, String, String, String)] = [
        "en_US": ("US", "USD", "9.99", "59.99", "149.99"), "de_DE": ("DE", "EUR", "9.99", "59.99", "149.99"),
        "fr_FR": ("FR", "EUR", "9.99", "59.99", "149.99"), "ru_RU": ("RU", "RUB", "799", "4990", "9990"),
        "pl_PL": ("PL", "PLN", "39.99", "239.99", "599.99"), "ar_SA": ("SA", "SAR", "37.99", "229.99", "549.99"),
        "ja_JP": ("JP", "JPY", "1200", "7200", "18000"), "hu_HU": ("HU", "HUF", "3990", "23990", "59990"),
        "id_ID": ("ID", "IDR", "149000", "899000", "2499000"),
    ]

    struct Plans {
        let monthly, yearly, lifetime: Product
        let storefront: Region
    }

    static func plans(_ locale: String) throws -> Plans {
        let (code, currencyCode, monthly, yearly, lifetime) = try #require(markets[locale])
        let region = try Region(code)
        let currency = try Currency(currencyCode)
        func money(_ amount: String) throws -> [Region: Money] { [region: try Money(amount, currency: currency)] }
        let introPrice = currencyCode == "JPY" ? "120" : currencyCode == "RUB" ? "99" : "0.99"
        let payAsYouGo = CatalogOffer(
            id: nil, kind: .introductory,
            phases: [.init(mode: .payAsYouGo, period: try SubscriptionPeriod("P1M"), count: 3, prices: try money(introPrice))])
        let trial = CatalogOffer(
            id: nil, kind: .introductory, phases: [.init(mode: .free, period: try SubscriptionPeriod("P1W"), count: 1, prices: [:])])
        return Plans(
            monthly: Product(
                id: "monthly", type: .autoRenewable, referenceName: "Monthly", period: try SubscriptionPeriod("P1M"),
                prices: try money(monthly), localizations: [:], offers: [payAsYouGo]),
            yearly: Product(
                id: "yearly", type: .autoRenewable, referenceName: "Yearly", period: try SubscriptionPeriod("P1Y"),
                prices: try money(yearly), localizations: [:], offers: [trial]),
            lifetime: Product(
                id: "lifetime", type: .nonConsumable, referenceName: "Lifetime", prices: try money(lifetime), localizations: [:]),
            storefront: region)
    }

    /// Every value, one `name=value` line each, in declaration order.
    static func dump(_ variables: CopyVariables) -> String {
        variables.names.map { name in "\(name)=\(variables.text(name) ?? variables.number(name).map(String.init) ?? "")" }
            .joined(separator: "\n")
    }

    static func yearly(_ locale: String, isEligible: Bool = true) throws -> String {
        let plans = try plans(locale)
        return dump(
            try CopyVariables(
                plan: plans.yearly, storefront: plans.storefront, reference: plans.monthly, productName: "Pulse", appName: "Pulse Fitness",
                isEligible: isEligible, formatters: CopyVariables.Formatters(locale: LocaleID(locale))))
    }

    /// The yearly plan (a one-week free trial, saving against the monthly plan) for eligible customers.
    @Test(arguments: [
        (
            "en_US",
            """
            price=$59.99
            pricePerPeriod=$59.99 per year
            period=year
            duration=1 year
            pricePerDay=$0.16 per day
            pricePerWeek=$1.15 per week
            pricePerMonth=$4.99 per month
            pricePerYear=$59.99 per year
            offer=1 week free, then $59.99 per year
            offerDuration=1 week
            trialDuration=1 week
            saving=49%
            productName=Pulse
            appName=Pulse Fitness
            periodly=yearly
            periodlyLabel=Yearly
            trialDays=7
            offerPeriods=1
            savingPercent=49
            periodInDays=364
            periodInWeeks=52
            periodInMonths=12
            periodInYears=1
            eligible=yes
            """
        ),
        (
            "de_DE",
            """
            price=59,99\u{00A0}\u{20AC}
            pricePerPeriod=59,99\u{00A0}\u{20AC} pro Jahr
            period=Jahr
            duration=1 Jahr
            pricePerDay=0,16\u{00A0}\u{20AC} pro Tag
            pricePerWeek=1,15\u{00A0}\u{20AC} pro Woche
            pricePerMonth=4,99\u{00A0}\u{20AC} pro Monat
            pricePerYear=59,99\u{00A0}\u{20AC} pro Jahr
            offer=1 Woche kostenlos, dann 59,99\u{00A0}\u{20AC} pro Jahr
            offerDuration=1 Woche
            trialDuration=1 Woche
            saving=49\u{00A0}%
            productName=Pulse
            appName=Pulse Fitness
            periodly=jährlich
            periodlyLabel=Jährlich
            trialDays=7
            offerPeriods=1
            savingPercent=49
            periodInDays=364
            periodInWeeks=52
            periodInMonths=12
            periodInYears=1
            eligible=yes
            """
        ),
        (
            "fr_FR",
            """
            price=59,99\u{00A0}\u{20AC}
            pricePerPeriod=59,99\u{00A0}\u{20AC} par an
            period=an
            duration=1\u{00A0}an
            pricePerDay=0,16\u{00A0}\u{20AC} par jour
            pricePerWeek=1,15\u{00A0}\u{20AC} par semaine
            pricePerMonth=4,99\u{00A0}\u{20AC} par mois
            pricePerYear=59,99\u{00A0}\u{20AC} par an
            offer=1\u{00A0}semaine d\u{2019}essai gratuit, puis 59,99\u{00A0}\u{20AC} par an
            offerDuration=1\u{00A0}semaine
            trialDuration=1\u{00A0}semaine
            saving=49\u{00A0}%
            productName=Pulse
            appName=Pulse Fitness
            periodly=annuel
            periodlyLabel=Annuel
            trialDays=7
            offerPeriods=1
            savingPercent=49
            periodInDays=364
            periodInWeeks=52
            periodInMonths=12
            periodInYears=1
            eligible=yes
            """
        ),
        (
            "ru_RU",
            """
            price=4\u{00A0}990,00\u{00A0}\u{20BD}
            pricePerPeriod=4\u{00A0}990,00\u{00A0}\u{20BD} в год
            period=год
            duration=1 год
            pricePerDay=13,70\u{00A0}\u{20BD} в день
            pricePerWeek=95,96\u{00A0}\u{20BD} в неделю
            pricePerMonth=415,83\u{00A0}\u{20BD} в месяц
            pricePerYear=4\u{00A0}990,00\u{00A0}\u{20BD} в год
            offer=1 неделя бесплатно, затем 4\u{00A0}990,00\u{00A0}\u{20BD} в год
            offerDuration=1 неделя
            trialDuration=1 неделя
            saving=47\u{00A0}%
            productName=Pulse
            appName=Pulse Fitness
            periodly=ежегодно
            periodlyLabel=Ежегодно
            trialDays=7
            offerPeriods=1
            savingPercent=47
            periodInDays=364
            periodInWeeks=52
            periodInMonths=12
            periodInYears=1
            eligible=yes
            """
        ),
        (
            "pl_PL",
            """
            price=239,99\u{00A0}zł
            pricePerPeriod=239,99\u{00A0}zł na rok
            period=rok
            duration=1 rok
            pricePerDay=0,65\u{00A0}zł na dzień
            pricePerWeek=4,61\u{00A0}zł na tydzień
            pricePerMonth=19,99\u{00A0}zł na miesiąc
            pricePerYear=239,99\u{00A0}zł na rok
            offer=1 tydzień za darmo, potem 239,99\u{00A0}zł na rok
            offerDuration=1 tydzień
            trialDuration=1 tydzień
            saving=49%
            productName=Pulse
            appName=Pulse Fitness
            periodly=rocznie
            periodlyLabel=Rocznie
            trialDays=7
            offerPeriods=1
            savingPercent=49
            periodInDays=364
            periodInWeeks=52
            periodInMonths=12
            periodInYears=1
            eligible=yes
            """
        ),
        (
            "ar_SA",
            """
            price=\u{200F}\u{0662}\u{0662}\u{0669}\u{066B}\u{0669}\u{0669}\u{00A0}ر.س.\u{200F}
            pricePerPeriod=\u{200F}\u{0662}\u{0662}\u{0669}\u{066B}\u{0669}\u{0669}\u{00A0}ر.س.\u{200F} في السنة
            period=سنة
            duration=سنة
            pricePerDay=\u{200F}\u{0660}\u{066B}\u{0666}\u{0663}\u{00A0}ر.س.\u{200F} في اليوم
            pricePerWeek=\u{200F}\u{0664}\u{066B}\u{0664}\u{0662}\u{00A0}ر.س.\u{200F} في الأسبوع
            pricePerMonth=\u{200F}\u{0661}\u{0669}\u{066B}\u{0661}\u{0666}\u{00A0}ر.س.\u{200F} في الشهر
            pricePerYear=\u{200F}\u{0662}\u{0662}\u{0669}\u{066B}\u{0669}\u{0669}\u{00A0}ر.س.\u{200F} في السنة
            offer=أسبوع مجانًا\u{060C} ثم \u{200F}\u{0662}\u{0662}\u{0669}\u{066B}\u{0669}\u{0669}\u{00A0}ر.س.\u{200F} في السنة
            offerDuration=أسبوع
            trialDuration=أسبوع
            saving=\u{0664}\u{0669}\u{066A}\u{061C}
            productName=Pulse
            appName=Pulse Fitness
            periodly=سنوي
            periodlyLabel=سنوي
            trialDays=7
            offerPeriods=1
            savingPercent=49
            periodInDays=364
            periodInWeeks=52
            periodInMonths=12
            periodInYears=1
            eligible=yes
            """
        ),
        (
            "ja_JP",
            """
            price=\u{FFE5}7,200
            pricePerPeriod=\u{FFE5}7,200/年
            period=年
            duration=1年
            pricePerDay=\u{FFE5}19/日
            pricePerWeek=\u{FFE5}138/週
            pricePerMonth=\u{FFE5}600/月
            pricePerYear=\u{FFE5}7,200/年
            offer=1週間無料\u{3001}その後\u{FFE5}7,200/年
            offerDuration=1週間
            trialDuration=1週間
            saving=50%
            productName=Pulse
            appName=Pulse Fitness
            periodly=年額
            periodlyLabel=年額
            trialDays=7
            offerPeriods=1
            savingPercent=50
            periodInDays=364
            periodInWeeks=52
            periodInMonths=12
            periodInYears=1
            eligible=yes
            """
        ),
    ])
    func yearlyPlanWithATrial(_ locale: String, _ expected: String) throws {
        #expect(try Self.yearly(locale) == expected)
    }

    /// The monthly plan (pay as you go, $0.99 per month for 3 months): offerPrice and offerPeriods.
    @Test(arguments: [
        (
            "en_US",
            """
            price=$9.99
            pricePerPeriod=$9.99 per month
            period=month
            duration=1 month
            pricePerDay=$0.32 per day
            pricePerWeek=$2.30 per week
            pricePerMonth=$9.99 per month
            pricePerYear=$119.88 per year
            offer=$0.99 per month for 3 months, then $9.99 per month
            offerPrice=$0.99
            offerDuration=3 months
            periodly=monthly
            periodlyLabel=Monthly
            offerPeriods=3
            periodInMonths=1
            eligible=yes
            """
        ),
        (
            "de_DE",
            """
            price=9,99\u{00A0}\u{20AC}
            pricePerPeriod=9,99\u{00A0}\u{20AC} pro Monat
            period=Monat
            duration=1 Monat
            pricePerDay=0,32\u{00A0}\u{20AC} pro Tag
            pricePerWeek=2,30\u{00A0}\u{20AC} pro Woche
            pricePerMonth=9,99\u{00A0}\u{20AC} pro Monat
            pricePerYear=119,88\u{00A0}\u{20AC} pro Jahr
            offer=3 Monate lang 0,99\u{00A0}\u{20AC} pro Monat, dann 9,99\u{00A0}\u{20AC} pro Monat
            offerPrice=0,99\u{00A0}\u{20AC}
            offerDuration=3 Monate
            periodly=monatlich
            periodlyLabel=Monatlich
            offerPeriods=3
            periodInMonths=1
            eligible=yes
            """
        ),
        (
            "fr_FR",
            """
            price=9,99\u{00A0}\u{20AC}
            pricePerPeriod=9,99\u{00A0}\u{20AC} par mois
            period=mois
            duration=1\u{00A0}mois
            pricePerDay=0,32\u{00A0}\u{20AC} par jour
            pricePerWeek=2,30\u{00A0}\u{20AC} par semaine
            pricePerMonth=9,99\u{00A0}\u{20AC} par mois
            pricePerYear=119,88\u{00A0}\u{20AC} par an
            offer=0,99\u{00A0}\u{20AC} par mois pendant 3\u{00A0}mois, puis 9,99\u{00A0}\u{20AC} par mois
            offerPrice=0,99\u{00A0}\u{20AC}
            offerDuration=3\u{00A0}mois
            periodly=mensuel
            periodlyLabel=Mensuel
            offerPeriods=3
            periodInMonths=1
            eligible=yes
            """
        ),
        (
            "ru_RU",
            """
            price=799,00\u{00A0}\u{20BD}
            pricePerPeriod=799,00\u{00A0}\u{20BD} в месяц
            period=месяц
            duration=1 месяц
            pricePerDay=26,34\u{00A0}\u{20BD} в день
            pricePerWeek=184,38\u{00A0}\u{20BD} в неделю
            pricePerMonth=799,00\u{00A0}\u{20BD} в месяц
            pricePerYear=9\u{00A0}588,00\u{00A0}\u{20BD} в год
            offer=3 месяца\u{00A0}\u{2014} 99,00\u{00A0}\u{20BD} в месяц, затем 799,00\u{00A0}\u{20BD} в месяц
            offerPrice=99,00\u{00A0}\u{20BD}
            offerDuration=3 месяца
            periodly=ежемесячно
            periodlyLabel=Ежемесячно
            offerPeriods=3
            periodInMonths=1
            eligible=yes
            """
        ),
        (
            "pl_PL",
            """
            price=39,99\u{00A0}zł
            pricePerPeriod=39,99\u{00A0}zł na miesiąc
            period=miesiąc
            duration=1 miesiąc
            pricePerDay=1,31\u{00A0}zł na dzień
            pricePerWeek=9,22\u{00A0}zł na tydzień
            pricePerMonth=39,99\u{00A0}zł na miesiąc
            pricePerYear=479,88\u{00A0}zł na rok
            offer=0,99\u{00A0}zł na miesiąc przez 3 miesiące, potem 39,99\u{00A0}zł na miesiąc
            offerPrice=0,99\u{00A0}zł
            offerDuration=3 miesiące
            periodly=miesięcznie
            periodlyLabel=Miesięcznie
            offerPeriods=3
            periodInMonths=1
            eligible=yes
            """
        ),
        (
            "ar_SA",
            """
            price=\u{200F}\u{0663}\u{0667}\u{066B}\u{0669}\u{0669}\u{00A0}ر.س.\u{200F}
            pricePerPeriod=\u{200F}\u{0663}\u{0667}\u{066B}\u{0669}\u{0669}\u{00A0}ر.س.\u{200F} في الشهر
            period=شهر
            duration=شهر
            pricePerDay=\u{200F}\u{0661}\u{066B}\u{0662}\u{0665}\u{00A0}ر.س.\u{200F} في اليوم
            pricePerWeek=\u{200F}\u{0668}\u{066B}\u{0667}\u{0666}\u{00A0}ر.س.\u{200F} في الأسبوع
            pricePerMonth=\u{200F}\u{0663}\u{0667}\u{066B}\u{0669}\u{0669}\u{00A0}ر.س.\u{200F} في الشهر
            pricePerYear=\u{200F}\u{0664}\u{0665}\u{0665}\u{066B}\u{0668}\u{0668}\u{00A0}ر.س.\u{200F} في السنة
            offer=\u{0663} أشهر بسعر \u{200F}\u{0660}\u{066B}\u{0669}\u{0669}\u{00A0}ر.س.\u{200F} في الشهر\u{060C} ثم \u{200F}\u{0663}\u{0667}\u{066B}\u{0669}\u{0669}\u{00A0}ر.س.\u{200F} في الشهر
            offerPrice=\u{200F}\u{0660}\u{066B}\u{0669}\u{0669}\u{00A0}ر.س.\u{200F}
            offerDuration=\u{0663} أشهر
            periodly=شهري
            periodlyLabel=شهري
            offerPeriods=3
            periodInMonths=1
            eligible=yes
            """
        ),
        (
            "ja_JP",
            """
            price=\u{FFE5}1,200
            pricePerPeriod=\u{FFE5}1,200/月
            period=か月
            duration=1か月
            pricePerDay=\u{FFE5}39/日
            pricePerWeek=\u{FFE5}276/週
            pricePerMonth=\u{FFE5}1,200/月
            pricePerYear=\u{FFE5}14,400/年
            offer=3か月は\u{FFE5}120/月\u{3001}その後\u{FFE5}1,200/月
            offerPrice=\u{FFE5}120
            offerDuration=3か月
            periodly=月額
            periodlyLabel=月額
            offerPeriods=3
            periodInMonths=1
            eligible=yes
            """
        ),
    ])
    func monthlyPlanPayingAsYouGo(_ locale: String, _ expected: String) throws {
        let plans = try Self.plans(locale)
        let variables = try CopyVariables(
            plan: plans.monthly, storefront: plans.storefront, isEligible: true,
            formatters: CopyVariables.Formatters(locale: LocaleID(locale)))
        #expect(Self.dump(variables) == expected)
    }

    /// A one-time purchase is "Lifetime" in every language.
    @Test(arguments: [
        (
            "en_US",
            """
            price=$149.99
            periodly=lifetime
            periodlyLabel=Lifetime
            eligible=yes
            """
        ),
        (
            "de_DE",
            """
            price=149,99\u{00A0}\u{20AC}
            periodly=lebenslang
            periodlyLabel=Lebenslang
            eligible=yes
            """
        ),
        (
            "fr_FR",
            """
            price=149,99\u{00A0}\u{20AC}
            periodly=à vie
            periodlyLabel=À vie
            eligible=yes
            """
        ),
        (
            "ru_RU",
            """
            price=9\u{00A0}990,00\u{00A0}\u{20BD}
            periodly=навсегда
            periodlyLabel=Навсегда
            eligible=yes
            """
        ),
        (
            "pl_PL",
            """
            price=599,99\u{00A0}zł
            periodly=na zawsze
            periodlyLabel=Na zawsze
            eligible=yes
            """
        ),
        (
            "ar_SA",
            """
            price=\u{200F}\u{0665}\u{0664}\u{0669}\u{066B}\u{0669}\u{0669}\u{00A0}ر.س.\u{200F}
            periodly=مدى الحياة
            periodlyLabel=مدى الحياة
            eligible=yes
            """
        ),
        (
            "ja_JP",
            """
            price=\u{FFE5}18,000
            periodly=永久
            periodlyLabel=永久
            eligible=yes
            """
        ),
    ])
    func lifetimePurchase(_ locale: String, _ expected: String) throws {
        let plans = try Self.plans(locale)
        let variables = try CopyVariables(
            plan: plans.lifetime, storefront: plans.storefront, isEligible: true,
            formatters: CopyVariables.Formatters(locale: LocaleID(locale)))
        #expect(Self.dump(variables) == expected)
    }

    /// Customers who get no offer have no offer variables, and `eligible` is "no".
    /// Prices per unit derived from a longer plan follow the price lines' whole-amount rule, rounded down
    /// where cash is whole: «1 999 Ft/hónap», not «1 999,16 Ft/hónap».
    @Test(arguments: [
        ("hu_HU", "pricePerMonth=1\u{00A0}999\u{00A0}Ft/hónap", "pricePerWeek=461\u{00A0}Ft/hét"),
        ("id_ID", "pricePerMonth=Rp\u{00A0}74.916 per bulan", "pricePerWeek=Rp\u{00A0}17.288 per minggu"),
    ])
    func derivedPricesAreWholeWhereCashIsWhole(_ locale: String, _ month: String, _ week: String) throws {
        let lines = try Self.yearly(locale).split(separator: "\n").map(String.init)
        #expect(lines.contains(month), "\(lines)")
        #expect(lines.contains(week), "\(lines)")
    }

    @Test func ineligibleCustomersHaveNoOfferVariables() throws {
        let plans = try Self.plans("en_US")
        let formatters = try CopyVariables.Formatters(locale: LocaleID("en_US"))
        let variables = try CopyVariables(plan: plans.yearly, storefront: plans.storefront, isEligible: false, formatters: formatters)
        #expect(variables.text(.eligible) == "no")
        #expect(variables.names.filter(\.needsOffer).isEmpty)
        #expect(variables.text(.pricePerMonth) == "$4.99 per month")
        #expect(variables.text(.saving) == nil)
    }

    /// What lint checks against is what the values have, for customers who get the offer.
    @Test(arguments: ["en_US", "ru_RU", "ja_JP"])
    func namesForAPlanAreTheEligibleValues(_ locale: String) throws {
        let plans = try Self.plans(locale)
        let formatters = try CopyVariables.Formatters(locale: LocaleID(locale))
        for plan in [plans.monthly, plans.yearly, plans.lifetime] {
            let variables = try CopyVariables(
                plan: plan, storefront: plans.storefront, reference: plans.monthly, productName: "Pulse", appName: "Pulse",
                isEligible: true, formatters: formatters)
            #expect(CopyVariables.names(for: plan, storefront: plans.storefront, reference: plans.monthly) == Set(variables.names))
        }
        #expect(!CopyVariables.names(for: plans.monthly, storefront: plans.storefront).contains(.trialDays))
        #expect(!CopyVariables.names(for: plans.monthly, storefront: plans.storefront).contains(.periodInWeeks))
        #expect(!CopyVariables.names(for: plans.yearly, storefront: plans.storefront).contains(.saving))
    }

    /// Other cadences than a day, week, month, quarter or year use "every …".
    @Test func otherCadencesSayEvery() throws {
        let usd = try Currency("USD")
        let plan = Product(
            id: "half", type: .autoRenewable, referenceName: "Half", period: try SubscriptionPeriod("P6M"),
            prices: [try Region("US"): try Money("29.99", currency: usd)], localizations: [:])
        let quarter = Product(
            id: "quarter", type: .autoRenewable, referenceName: "Quarter", period: try SubscriptionPeriod("P3M"),
            prices: [try Region("US"): try Money("19.99", currency: usd)], localizations: [:])
        let formatters = try CopyVariables.Formatters(locale: LocaleID("de_DE"))
        let half = try CopyVariables(plan: plan, storefront: Region("US"), isEligible: false, formatters: formatters)
        #expect(half.text(.periodly) == "alle 6 Monate")
        #expect(half.text(.period) == nil)
        #expect(half.number(.periodInWeeks) == 26)
        let quarterly = try CopyVariables(plan: quarter, storefront: Region("US"), isEligible: false, formatters: formatters)
        #expect(quarterly.text(.periodly) == "vierteljährlich")
        #expect(quarterly.text(.periodlyLabel) == "Vierteljährlich")
        #expect(half.text(.periodlyLabel) == "alle 6 Monate")
    }

    /// The names, kinds and examples are the contract: every text has an example, numbers are digits.
    @Test func everyNameHasAKindAndAnExample() {
        #expect(CopyVariables.Name.allCases.count == 25)
        for name in CopyVariables.Name.allCases where name.kind == .number { #expect(Int(name.example) != nil) }
        #expect(CopyVariables.Name.eligible.kind == .select)
    }

    /// docs/catalog-format.md lists every variable with its kind and example, in order.
    @Test func theDocsListEveryVariable() throws {
        let text = try String(
            contentsOf: Fixtures.repositoryRoot.appendingPathComponent("docs/catalog-format.md"), encoding: .utf8)
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| `") && text.contains("## Copy and variables") }
        let documented = CopyVariables.Name.allCases.compactMap { name in
            rows.first { $0.hasPrefix("| `\(name.rawValue)` | \(name.kind.rawValue) | \(name.example) |") }
        }
        #expect(documented.count == CopyVariables.Name.allCases.count)
    }
}
