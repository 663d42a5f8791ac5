/// Catalog's own phrases could not be loaded or used.
public struct PhraseError: CatalogError, Equatable {
    public let description: String
    public let hint: String?

    public init(_ description: String, hint: String? = nil) {
        self.description = description
        self.hint = hint
    }
}
