extension Currency: Codable, StringCodable {
    /// Decodes the ISO 4217 code ("EUR"), in any case, validated as `init(_:)` validates it.
    /// - Throws: `DecodingError.dataCorrupted` with the validation error's explanation.
    public init(from decoder: any Decoder) throws { try self.init(decodingStringFrom: decoder) }

    /// Encodes the value as a string (`code`).
    public func encode(to encoder: any Encoder) throws { try encodeString(to: encoder) }

    var encodedString: String { code }
}
