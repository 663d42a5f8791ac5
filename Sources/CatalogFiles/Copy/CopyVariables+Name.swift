import CatalogText

extension CopyVariables {
    /// The names paywall copy can use, as `{name}` in an ICU MessageFormat pattern: the contract between
    /// catalogs, translators and lint. `docs/catalog-format.md` ("Copy and variables") lists them with
    /// the same examples.
    public enum Name: String, Sendable, Hashable, CaseIterable, Comparable {
        /// The plan's price as the store charges it: "$9.99".
        case price
        /// The price per billing period: "$9.99 per month", "29,99 € tous les 3 mois".
        case pricePerPeriod
        /// The name of the billing unit, for a period of one unit: "month" (none for P3M).
        case period
        /// The billing period, or a non-renewing plan's length: "1 month".
        case duration
        /// The price per day, rounded down: "$0.32 per day".
        case pricePerDay
        /// The price per week, rounded down: "$2.30 per week".
        case pricePerWeek
        /// The price per month, rounded down: "$9.99 per month"; a yearly plan's "$4.16 per month".
        case pricePerMonth
        /// The price per year: "$119.88 per year".
        case pricePerYear
        /// The introductory offer as a sentence, as the plan card writes it: "1 week free, then $9.99 per month".
        case offer
        /// The offer's price as charged each time: "$0.99" (none for a free trial alone).
        case offerPrice
        /// How long the offer's paid phase lasts, else the free trial: "3 months".
        case offerDuration
        /// The free trial's length: "1 week".
        case trialDuration
        /// The saving against the paywall's monthly (else shortest) plan, formatted: "58%".
        case saving
        /// The plan's display name in the page's language: "Pulse Premium Monthly".
        case productName
        /// The app's name (the catalog's name): "Pulse Fitness".
        case appName
        /// The plan's cadence as an adjective in running text, in lower case mid-sentence: "monthly",
        /// "jährlich", "annuel", "lifetime"; "every 6 months" for other periods.
        case periodly
        /// The plan's label, capitalised as on a plan card: "Monthly", "Jährlich", "Lifetime"; "every 6
        /// months" for other periods.
        case periodlyLabel
        /// The free trial's length in days, where whole (7 for P1W; none for P1M): 7.
        case trialDays
        /// How many payments the offer makes at its price (3 for $0.99 per month for 3 months): 3.
        case offerPeriods
        /// The saving as a whole number, for plurals: 58.
        case savingPercent
        /// The billing period in days, where whole (P1W → 7; none for P1M): 7.
        case periodInDays
        /// The billing period in weeks, where whole (P1Y → 52; none for P1M): 52.
        case periodInWeeks
        /// The billing period in months, where whole (P1Y → 12; none for P1W): 12.
        case periodInMonths
        /// The billing period in years, where whole (P24M → 2; none for P6M): 1.
        case periodInYears
        /// Whether the customer gets the introductory offer: `yes` or `no`.
        case eligible

        /// How a pattern uses a variable.
        public enum Kind: String, Sendable, Hashable, CaseIterable {
            /// Text, inserted as it is: `{price}`.
            case text
            /// A whole number, for `plural` (and `#`): `{trialDays, plural, one {# day} other {# days}}`.
            case number
            /// A keyword for `select`: `{eligible, select, yes {…} other {…}}`.
            case select
        }

        /// The variable's kind.
        public var kind: Kind {
            switch self {
            case .trialDays, .offerPeriods, .savingPercent, .periodInDays, .periodInWeeks, .periodInMonths, .periodInYears: .number
            case .eligible: .select
            default: .text
            }
        }

        /// An example value in English (en_US, a monthly plan at $9.99 with a one-week trial, or the
        /// yearly plan where that is what the variable is for), as the docs show it.
        public var example: String {
            switch self {
            case .price: "$9.99"
            case .pricePerPeriod: "$9.99 per month"
            case .period: "month"
            case .duration: "1 month"
            case .pricePerDay: "$0.32 per day"
            case .pricePerWeek: "$2.30 per week"
            case .pricePerMonth: "$4.16 per month"
            case .pricePerYear: "$119.88 per year"
            case .offer: "1 week free, then $9.99 per month"
            case .offerPrice: "$0.99"
            case .offerDuration: "3 months"
            case .trialDuration: "1 week"
            case .saving: "58%"
            case .productName: "Pulse Premium Monthly"
            case .appName: "Pulse Fitness"
            case .periodly: "monthly"
            case .periodlyLabel: "Monthly"
            case .trialDays: "7"
            case .offerPeriods: "3"
            case .savingPercent: "58"
            case .periodInDays: "7"
            case .periodInWeeks: "52"
            case .periodInMonths: "12"
            case .periodInYears: "1"
            case .eligible: "yes"
            }
        }

        /// The variables that describe the introductory offer: they have values only for customers who
        /// get it.
        public var needsOffer: Bool {
            switch self {
            case .offer, .offerPrice, .offerDuration, .offerPeriods, .trialDuration, .trialDays: true
            default: false
            }
        }

        /// Orders names as declared.
        public static func < (lhs: Self, rhs: Self) -> Bool {
            allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
        }
    }
}
