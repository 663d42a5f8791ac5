/// A list of pricing phases cannot be an offer.
public struct OfferError: CatalogError, Equatable {
    public let description: String
    public let hint: String?

    public init(_ description: String, hint: String? = nil) {
        self.description = description
        self.hint = hint
    }
}
