/// A subscription period could not be read; each case carries the text as given.
public enum PeriodError: CatalogError, Equatable {
    /// The text is empty.
    case empty(String)
    /// The text starts with a minus sign.
    case negative(String)
    /// The text does not start with "P".
    case missingP(String)
    /// The text has a time part (`PT1H`).
    case timeComponent(String)
    /// No whole number follows "P".
    case missingNumber(String)
    /// The number has a fraction (`P1.5M`).
    case fractionalNumber(String)
    /// No unit follows the number.
    case missingUnit(String)
    /// The unit designator is not D, W, M or Y.
    case unknownUnit(String, designator: String)
    /// The text has more than one component (`P1Y6M`).
    case severalComponents(String)
    /// The number is below 1.
    case tooSmall(String)
    /// The number is larger than `SubscriptionPeriod.maximumValue`.
    case tooLarge(String)

    /// The text as given.
    public var text: String {
        switch self {
        case .empty(let text), .negative(let text), .missingP(let text), .timeComponent(let text), .missingNumber(let text),
            .fractionalNumber(let text), .missingUnit(let text), .unknownUnit(let text, _), .severalComponents(let text),
            .tooSmall(let text), .tooLarge(let text):
            text
        }
    }

    /// What is wrong with the text, as the message's second half.
    public var reason: String {
        switch self {
        case .empty: "it is empty"
        case .negative: "periods cannot be negative"
        case .missingP: "it must start with \"P\""
        case .timeComponent: "hours, minutes and seconds (after \"T\") are not billing periods"
        case .missingNumber: "a whole number must follow \"P\""
        case .fractionalNumber: "the number must be whole"
        case .missingUnit: "a unit (D, W, M or Y) must follow the number"
        case .unknownUnit(_, let designator): "\"\(designator)\" is not a unit; use D, W, M or Y"
        case .severalComponents: "only one component is allowed (write P18M, not P1Y6M)"
        case .tooSmall: "the number must be at least 1"
        case .tooLarge: "the number is larger than \(SubscriptionPeriod.maximumValue)"
        }
    }

    /// The text and what is wrong with it.
    public var description: String { "\"\(text)\" is not a subscription period: \(reason)" }

    /// How a valid period is written.
    public var hint: String? {
        "write an ISO 8601 duration with one positive whole number and one unit: P3D, P1W, P1M, P3M, P6M, P1Y"
    }
}
