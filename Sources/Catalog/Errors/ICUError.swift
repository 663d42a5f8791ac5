import CICU

/// ICU refused an operation: the ICU error name and what Catalog was doing.
public struct ICUError: CatalogError, Equatable {
    /// What Catalog asked ICU to do ("open number formatter for skeleton ...").
    public let operation: String
    /// ICU's name for the error (`U_NUMBER_SKELETON_SYNTAX_ERROR`).
    public let name: String

    init(operation: String, code: Int32) {
        self.operation = operation
        self.name = String(cString: cicu_error_name(code))
    }

    public var description: String { "ICU could not \(operation): \(name)" }
    public var hint: String? { nil }
}
