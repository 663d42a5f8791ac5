/// The `.storekit` file of the load case: an Xcode StoreKit configuration (format 3) as Xcode writes it
/// (keys sorted, `"key" : value`, two-space indents), deterministic, grown group by group to a size.
///
/// Each subscription group has four plans (weekly, monthly, quarterly, yearly) localized in the 39
/// App Store Connect languages, with introductory offers (a free week, pay as you go, pay up front), a
/// promotional offer on the yearly plan and an offer code on the monthly one; the file also has
/// consumables, non-consumables and a non-renewing subscription. Display names and descriptions fit the
/// store's limits and offers cost less than the plans they discount, so it lints clean.
enum LoadStoreKit {
    /// App Store Connect's languages, as Xcode writes them in `.storekit` files.
    static let locales = [
        "en_US", "ar", "ca", "zh_Hans", "zh_Hant", "hr", "cs", "da", "nl", "en_AU", "en_CA", "en_GB", "fi", "fr", "fr_CA", "de",
        "el", "he", "hi", "hu", "id", "it", "ja", "ko", "ms", "nb", "pl", "pt_BR", "pt_PT", "ro", "ru", "sk", "es_MX", "es_ES",
        "sv", "th", "tr", "uk", "vi",
    ]

    /// A plan of every group: its name, period, level, price and introductory offer.
    struct Plan: Sendable {
        let name: String
        let period: String
        let level: Int
        let price: String
        let introductoryOffer: [(String, XcodeJSON)]?
    }

    static let plans = [
        Plan(name: "Weekly", period: "P1W", level: 3, price: "1.99", introductoryOffer: nil),
        Plan(
            name: "Monthly", period: "P1M", level: 2, price: "4.99",
            introductoryOffer: [
                ("displayPrice", "1.99"), ("numberOfPeriods", .number(3)), ("paymentMode", "payAsYouGo"), ("subscriptionPeriod", "P1M"),
            ]),
        Plan(
            name: "Quarterly", period: "P3M", level: 2, price: "12.99",
            introductoryOffer: [
                ("displayPrice", "9.99"), ("numberOfPeriods", .number(1)), ("paymentMode", "payUpFront"), ("subscriptionPeriod", "P3M"),
            ]),
        Plan(
            name: "Yearly", period: "P1Y", level: 1, price: "39.99",
            introductoryOffer: [("numberOfPeriods", .number(1)), ("paymentMode", "free"), ("subscriptionPeriod", "P1W")]),
    ]

    /// Plan names per language ("Monthly"); other languages use English.
    static let planNames: [String: [String]] = [
        "de": ["Wöchentlich", "Monatlich", "Vierteljährlich", "Jährlich"],
        "fr": ["Hebdomadaire", "Mensuel", "Trimestriel", "Annuel"],
        "es": ["Semanal", "Mensual", "Trimestral", "Anual"],
        "ja": ["週間プラン", "月額プラン", "3か月プラン", "年額プラン"],
        "zh": ["周订阅", "月订阅", "季度订阅", "年订阅"],
        "ko": ["주간", "월간", "분기", "연간"],
        "ru": ["Неделя", "Месяц", "Квартал", "Год"],
        "uk": ["Тиждень", "Місяць", "Квартал", "Рік"],
        "ar": ["أسبوعي", "شهري", "ربع سنوي", "سنوي"],
        "he": ["שבועי", "חודשי", "רבעוני", "שנתי"],
        "el": ["Εβδομαδιαία", "Μηνιαία", "Τριμηνιαία", "Ετήσια"],
        "th": ["รายสัปดาห์", "รายเดือน", "รายไตรมาส", "รายปี"],
        "hi": ["साप्ताहिक", "मासिक", "त्रैमासिक", "वार्षिक"],
        "pl": ["Tygodniowy", "Miesięczny", "Kwartalny", "Roczny"],
        "pt": ["Semanal", "Mensal", "Trimestral", "Anual"],
        "it": ["Settimanale", "Mensile", "Trimestrale", "Annuale"],
        "tr": ["Haftalık", "Aylık", "Üç aylık", "Yıllık"],
        "vi": ["Hàng tuần", "Hàng tháng", "Hàng quý", "Hàng năm"],
    ]

    /// Descriptions per language (at most 45 characters); other languages use English.
    static let descriptions: [String: String] = [
        "de": "Alle Funktionen, jederzeit kündbar",
        "fr": "Toutes les fonctions, sans engagement",
        "ja": "すべての機能をいつでも解約可能",
        "zh": "全部功能,可随时取消",
        "ru": "Все функции, отмена в любое время",
        "ar": "جميع الميزات، إلغاء في أي وقت",
        "ko": "모든 기능, 언제든지 해지 가능",
        "el": "Όλες οι λειτουργίες, ακύρωση οποτεδήποτε",
    ]

    /// The file's text: whole subscription groups are added until it is at least `bytes` long.
    static func text(bytes target: Int) -> String {
        var groups: [XcodeJSON] = []
        var text = document(groups: groups).written
        // Each group adds about the same size: add them in batches sized from the last one, then one by one.
        while text.utf8.count < target {
            let before = text.utf8.count
            groups.append(group(groups.count))
            text = document(groups: groups).written
            let perGroup = max(1, text.utf8.count - before)
            let batch = max(0, (target - text.utf8.count) / perGroup - 1)
            for _ in 0..<batch { groups.append(group(groups.count)) }
            if batch > 0 { text = document(groups: groups).written }
        }
        return text
    }

    /// The whole configuration: one-time products, a non-renewing subscription, settings and the groups.
    static func document(groups: [XcodeJSON]) -> XcodeJSON {
        let packs = (0..<6).map { index in
            product(
                id: "com.example.app.coins.pack\(index + 1)", type: index < 4 ? "Consumable" : "NonConsumable",
                price: ["0.99", "4.99", "9.99", "19.99", "2.99", "7.99"][index], reference: "Pack \(index + 1)",
                internalID: 6_500_000_000 + index, extra: [],
                name: { _ in index < 4 ? "Coin Pack \(index + 1)" : "Theme Pack \(index - 3)" })
        }
        let pass = product(
            id: "com.example.app.season.pass", type: "NonRenewingSubscription", price: "14.99", reference: "Season Pass",
            internalID: 6_500_000_100, extra: [], name: { _ in "Season Pass" })
        return .object([
            ("identifier", "7B2F1C9A"),
            ("nonRenewingSubscriptions", .array([pass])),
            ("products", .array(packs)),
            (
                "settings",
                .object([
                    ("_failTransactionsEnabled", .bool(false)), ("_locale", "en_US"), ("_storefront", "USA"),
                    ("_storeKitErrors", .array([])),
                ])
            ),
            ("subscriptionGroups", .array(groups)),
            ("version", .object([("major", .number(3)), ("minor", .number(0))])),
        ])
    }

    /// Subscription group `index` with its four plans, localized in `locales`; when `oneLine`, the group's
    /// name only in the first and the plans' localizations as ``product(id:type:price:reference:internalID:extra:locales:oneLine:name:)``
    /// writes them.
    static func group(_ index: Int, locales: [String] = locales, oneLine: Bool = false) -> XcodeJSON {
        let id = String(21_000_000 + index * 7)
        let app = "App \(index + 1)"
        let subscriptions = plans.enumerated().map { number, plan -> XcodeJSON in
            var promotional: [XcodeJSON] = []
            if plan.period == "P1Y" {
                promotional.append(
                    .object([
                        ("displayPrice", "19.99"), ("internalID", .string(hex(index * 16 + number))), ("numberOfPeriods", .number(1)),
                        ("offerID", .string("app\(index + 1).yearly.comeback")), ("paymentMode", "payUpFront"),
                        ("referenceName", "Yearly Comeback"), ("subscriptionPeriod", "P1Y"),
                    ]))
            }
            var codes: [XcodeJSON] = []
            if plan.period == "P1M" {
                codes.append(
                    .object([
                        ("eligibility", .array(["expired", "new"])), ("internalID", .string(hex(index * 16 + number + 8))),
                        ("isStackable", .bool(true)), ("numberOfPeriods", .number(1)), ("paymentMode", "free"),
                        ("referenceName", "Free Month"), ("subscriptionPeriod", "P1M"),
                    ]))
            }
            let introductory = plan.introductoryOffer.map { XcodeJSON.object($0 + [("internalID", .string(hex(index * 16 + number + 4)))]) }
            return product(
                id: "com.example.app\(index + 1).premium.\(plan.name.lowercased())", type: "RecurringSubscription", price: plan.price,
                reference: "\(app) \(plan.name)", internalID: 6_510_000_000 + index * 8 + number,
                extra: [
                    ("adHocOffers", .array(promotional)), ("codeOffers", .array(codes)), ("groupNumber", .number(plan.level)),
                    ("introductoryOffer", introductory ?? .null), ("recurringSubscriptionPeriod", .string(plan.period)),
                    ("subscriptionGroupID", .string(id)),
                ],
                locales: locales, oneLine: oneLine, name: { language in "\(app) \(planNames[language]?[number] ?? plan.name)" })
        }
        return .object([
            ("id", .string(id)),
            ("localizations", .array((oneLine ? [locales[0]] : locales).map { localization($0, name: "\(app) Premium", description: "") })),
            ("name", .string("\(app) Premium")),
            ("subscriptions", .array(subscriptions)),
        ])
    }

    /// A product with its localizations in `locales`; `name` gives the display name per language. When
    /// `oneLine`, each localization is on one line and short: a display name and an empty description.
    static func product(
        id: String, type: String, price: String, reference: String, internalID: Int, extra: [(String, XcodeJSON)],
        locales: [String] = locales, oneLine: Bool = false, name: (String) -> String
    ) -> XcodeJSON {
        let localizations = locales.map { locale in
            let language = String(locale.prefix { $0 != "_" })
            let description = oneLine ? "" : descriptions[language] ?? "Every feature, cancel at any time"
            return localization(locale, name: name(language), description: description, oneLine: oneLine)
        }
        return .object(
            extra + [
                ("displayPrice", .string(price)), ("familyShareable", .bool(false)), ("internalID", .string(String(internalID))),
                ("localizations", .array(localizations)), ("productID", .string(id)), ("referenceName", .string(reference)),
                ("type", .string(type)),
            ])
    }

    static func localization(_ locale: String, name: String, description: String, oneLine: Bool = false) -> XcodeJSON {
        let members: [(String, XcodeJSON)] = [
            ("description", .string(description)), ("displayName", .string(name)), ("locale", .string(locale)),
        ]
        return oneLine ? .line(members) : .object(members)
    }

    /// An eight-digit hexadecimal internal ID.
    static func hex(_ value: Int) -> String {
        let digits = String((value &* 2_654_435_761) & 0xFFFF_FFFF, radix: 16, uppercase: true)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
