extension SubscriptionPeriod: Codable, StringCodable {
    /// Decodes an ISO 8601 period ("P1M"), validated as `init(_:)` validates it.
    /// - Throws: `DecodingError.dataCorrupted` with the validation error's explanation.
    public init(from decoder: any Decoder) throws { try self.init(decodingStringFrom: decoder) }

    /// Encodes the value as a string (`description`).
    public func encode(to encoder: any Encoder) throws { try encodeString(to: encoder) }

    var encodedString: String { description }
}
