/// A validated value that is written as a string in JSON (a currency code, a locale, a period): its
/// public `Codable` conformance decodes through the validating initializer, so a decoded value is
/// always valid, and a bad string fails with the value's own explanation.
protocol StringCodable {
    /// Reads and validates the string form: the type's own validating `init(_:)`.
    init(_ text: String) throws
    /// The string form written when encoding.
    var encodedString: String { get }
}

extension StringCodable {
    /// Decodes a single string and validates it, for the conforming type's `init(from:)`.
    init(decodingStringFrom decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do { try self.init(text) } catch {
            let message = (error as? any CatalogError)?.explanation ?? "\(error)"
            throw DecodingError.dataCorruptedError(in: container, debugDescription: message)
        }
    }

    /// Encodes the string form, for the conforming type's `encode(to:)`.
    func encodeString(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(encodedString)
    }
}
