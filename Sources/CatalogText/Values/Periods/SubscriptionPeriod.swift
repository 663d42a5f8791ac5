/// A billing or offer period as stores write it: a positive whole number of days, weeks, months or years.
///
/// Read from ISO 8601 (`P1W`, `P3M`, `P1Y`, also `P7D`, `P12M`). Normalisation to the unit a store
/// shows (7n days → n weeks, 12n months → n years) is an explicit step, never done behind your back.
///
/// ```swift
/// let weekly = try SubscriptionPeriod("P7D")
/// weekly.normalized   // P1W
/// ```
public struct SubscriptionPeriod: Sendable, Hashable, CustomStringConvertible {
    /// The number of units (≥ 1).
    public let value: Int
    /// The unit.
    public let unit: PeriodUnit

    /// The largest value accepted, far above any store's offer (P101M is fine).
    public static let maximumValue = 9_999

    /// Creates a period from a number and a unit.
    /// - Throws: `PeriodError` when `value` is not between 1 and `maximumValue`.
    public init(value: Int, unit: PeriodUnit) throws(PeriodError) {
        guard value >= 1 else { throw .tooSmall("P\(value)\(unit.designator)") }
        guard value <= Self.maximumValue else {
            throw .tooLarge("P\(value)\(unit.designator)")
        }
        self.value = value
        self.unit = unit
    }

    /// Reads an ISO 8601 duration with a single date component (`P1M`, `P2W`, `P14D`).
    /// - Throws: `PeriodError` for anything else: `P1Y6M`, `PT1H`, `P0M`, `-P1M`, `P1.5M`, `1M`, "".
    public init(_ text: String) throws(PeriodError) {
        let scalars = Array(text.unicodeScalars)
        guard !scalars.isEmpty else { throw .empty(text) }
        if scalars.first == "-" { throw .negative(text) }
        guard scalars.first == "P" else { throw .missingP(text) }
        if scalars.contains("T") {
            throw .timeComponent(text)
        }
        let body = scalars.dropFirst()
        let digits = body.prefix { $0.properties.numericType != nil && $0.isASCII }
        guard !digits.isEmpty else { throw .missingNumber(text) }
        let rest = body.dropFirst(digits.count)
        if rest.first == "." || rest.first == "," { throw .fractionalNumber(text) }
        guard let designator = rest.first else { throw .missingUnit(text) }
        guard let unit = PeriodUnit.allCases.first(where: { $0.designator.unicodeScalars.first == designator }) else {
            throw .unknownUnit(text, designator: String(designator))
        }
        guard rest.count == 1 else {
            throw .severalComponents(text)
        }
        guard digits.count <= 4, let value = Int(String(String.UnicodeScalarView(digits))) else {
            throw .tooLarge(text)
        }
        guard value >= 1 else { throw .tooSmall(text) }
        try self.init(value: value, unit: unit)
    }

    /// The ISO 8601 spelling ("P3M").
    public var description: String { "P\(value)\(unit.designator)" }

    /// The period in the unit a store shows: 7n days become n weeks, 12n months become n years.
    public var normalized: SubscriptionPeriod {
        switch unit {
        case .day where value % 7 == 0: (try? SubscriptionPeriod(value: value / 7, unit: .week)) ?? self
        case .month where value % 12 == 0: (try? SubscriptionPeriod(value: value / 12, unit: .year)) ?? self
        default: self
        }
    }

    /// Whether this period lasts longer than another under Catalog's convention (a year is 12 months,
    /// 52 weeks, 364 days), compared exactly: P1Y is longer than P11M, P7D is as long as P1W.
    public func isLonger(than other: SubscriptionPeriod) -> Bool {
        value * other.unit.perYear > other.value * unit.perYear
    }

    /// How many whole `unit`s this period lasts under Catalog's convention (a year is 12 months, 52
    /// weeks, 364 days; a week is 7 days), or nil when the convention does not make it whole.
    ///
    /// ```swift
    /// try SubscriptionPeriod("P1Y").count(in: .month)   // 12
    /// try SubscriptionPeriod("P1Y").count(in: .week)    // 52
    /// try SubscriptionPeriod("P2W").count(in: .day)     // 14
    /// try SubscriptionPeriod("P1M").count(in: .week)    // nil: a month is 52/12 weeks
    /// ```
    public func count(in unit: PeriodUnit) -> Int? {
        let (units, overflow) = value.multipliedReportingOverflow(by: unit.perYear)
        guard !overflow, units % self.unit.perYear == 0 else { return nil }
        return units / self.unit.perYear
    }

    /// This period repeated `count` times, in the same unit (P1M × 3 = P3M).
    public func repeated(_ count: Int) throws(PeriodError) -> SubscriptionPeriod {
        let (total, overflow) = value.multipliedReportingOverflow(by: count)
        guard !overflow, count >= 1 else {
            throw .tooLarge("\(description) × \(count)")
        }
        return try SubscriptionPeriod(value: total, unit: unit)
    }
}
