/// The unit of a subscription period.
public enum PeriodUnit: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case day, week, month, year

    /// The ISO 8601 designator ("D", "W", "M", "Y").
    public var designator: Character {
        switch self {
        case .day: "D"
        case .week: "W"
        case .month: "M"
        case .year: "Y"
        }
    }

    /// How many of this unit Catalog counts in a year: 364 days, 52 weeks, 12 months, 1 year. Days are
    /// 52 × 7 so that seven days are exactly a week (stores report weekly periods as P7D too).
    ///
    /// The one convention behind every derived price ("per month" of a yearly plan, savings).
    public var perYear: Int {
        switch self {
        case .day: 364
        case .week: 52
        case .month: 12
        case .year: 1
        }
    }

    /// The CLDR unit name ("duration-month").
    var cldrName: String { rawValue }

    /// Orders units by length, shortest first: day < week < month < year.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.perYear > rhs.perYear }
}
