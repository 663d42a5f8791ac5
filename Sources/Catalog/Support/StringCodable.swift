/// A validated value that is written as a string in JSON (a currency code, a locale, a period): it
/// decodes through its validating initializer, so a decoded value is always valid, and a bad string
/// fails with the value's own explanation.
public protocol StringCodable: Codable {
    /// Reads and validates the string form.
    init(validating text: String) throws
    /// The string form written when encoding.
    var encodedString: String { get }
}

extension StringCodable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do { try self.init(validating: text) } catch {
            let message = (error as? any CatalogError)?.explanation ?? "\(error)"
            throw DecodingError.dataCorruptedError(in: container, debugDescription: message)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(encodedString)
    }
}
