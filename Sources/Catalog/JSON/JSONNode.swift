/// A JSON value with the position it was read from, so diagnostics can point at it.
public struct JSONNode: Sendable {
    /// The value.
    public indirect enum Value: Sendable {
        /// Members in file order, with the position of each key.
        case object([Member])
        case array([JSONNode])
        case string(String)
        /// The number as written ("0.99", "1e3"), never converted through Double.
        case number(String)
        case bool(Bool)
        case null
    }

    /// One member of an object.
    public struct Member: Sendable {
        public let key: String
        public let keyLocation: SourceLocation
        public let value: JSONNode
    }

    public let value: Value
    public let location: SourceLocation

    /// The value's kind in words, for messages ("a string", "an object").
    public var kind: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }

    /// The member with a key, if this is an object that has it.
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }
}
