extension LocaleID: Codable, StringCodable {
    /// Decodes a BCP 47 tag or ICU locale ID, validated as `init(_:)` validates it.
    /// - Throws: `DecodingError.dataCorrupted` with the validation error's explanation.
    public init(from decoder: any Decoder) throws { try self.init(decodingStringFrom: decoder) }

    /// Encodes the value as a string (`languageTag`).
    public func encode(to encoder: any Encoder) throws { try encodeString(to: encoder) }

    var encodedString: String { languageTag }
}
