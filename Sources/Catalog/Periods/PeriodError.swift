/// A subscription period could not be read.
public struct PeriodError: CatalogError, Equatable {
    /// The text as given.
    public let text: String
    /// What is wrong with it.
    public let reason: String

    public init(text: String, reason: String) {
        self.text = text
        self.reason = reason
    }

    public var description: String { "\"\(text)\" is not a subscription period: \(reason)" }

    public var hint: String? {
        "write an ISO 8601 duration with one positive whole number and one unit: P3D, P1W, P1M, P3M, P6M, P1Y"
    }
}
