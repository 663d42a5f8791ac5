import Catalog

/// A usage error of a `period --batch` line.
enum PeriodCommandError: CatalogError {
    /// The width column is not long, short or narrow.
    case unknownWidth(String)

    var description: String {
        switch self {
        case .unknownWidth(let text): "\"\(text)\" is not a width"
        }
    }

    var hint: String? {
        switch self {
        case .unknownWidth: "use long, short or narrow"
        }
    }
}
