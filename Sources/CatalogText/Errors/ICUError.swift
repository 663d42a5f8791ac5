import CICU

/// ICU refused an operation.
public enum ICUError: CatalogError, Equatable {
    /// ICU failed while Catalog was doing `operation` ("open a number formatter for skeleton …"); `name`
    /// is ICU's name for the error (`U_NUMBER_SKELETON_SYNTAX_ERROR`).
    case failed(operation: String, name: String)

    /// The error ICU reported with `code` while Catalog was doing `operation`.
    init(operation: String, code: Int32) {
        self = .failed(operation: operation, name: String(cString: cicu_error_name(code)))
    }

    /// What Catalog asked ICU to do and ICU's name for the error.
    public var description: String {
        switch self {
        case .failed(let operation, let name): "ICU could not \(operation): \(name)"
        }
    }

    /// None: the failure is ICU's, not the input's.
    public var hint: String? { nil }
}
