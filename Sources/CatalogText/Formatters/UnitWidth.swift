/// How long unit names are: "3 months", "3 mths", "3m".
public enum UnitWidth: String, Sendable, Hashable, Codable, CaseIterable {
    case long, short, narrow

    var skeleton: String {
        switch self {
        case .long: "unit-width-full-name"
        case .short: "unit-width-short"
        case .narrow: "unit-width-narrow"
        }
    }

    /// The table of CLDR's unit data.
    var table: String {
        switch self {
        case .long: "units"
        case .short: "unitsShort"
        case .narrow: "unitsNarrow"
        }
    }
}
