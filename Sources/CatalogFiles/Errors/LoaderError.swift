import CatalogText

/// A path given to `CatalogLoader.catalogFiles(at:)` could not be used.
public enum LoaderError: CatalogError, Equatable {
    /// The path does not exist (`file-not-found`), a folder cannot be listed (`file-unreadable`), or it
    /// holds no catalog (`no-catalog-files`): the finding that says which.
    case unusablePath(Diagnostic)

    /// The finding's message and the path: "no such file or folder: catalogs/app.json".
    public var description: String {
        switch self {
        case .unusablePath(let problem): "\(problem.message): \(problem.file)"
        }
    }

    /// The finding's hint.
    public var hint: String? {
        switch self {
        case .unusablePath(let problem): problem.hint
        }
    }
}
