/// A JSON value with the position it was read from, so diagnostics can point at it.
@_spi(Fuzzing) public struct JSONNode: Sendable, Equatable {
    /// The value, with numbers kept as written. Not `indirect`: children sit in arrays already, and a
    /// box per value would cost an allocation for every string and number of a file.
    public enum Value: Sendable, Equatable {
        /// Members in file order, with the position of each key.
        case object([Member])
        /// Items in file order.
        case array([JSONNode])
        /// A string, escapes resolved.
        case string(String)
        /// The number as written ("0.99", "1e3"), never converted through Double.
        case number(String)
        /// `true` or `false`.
        case bool(Bool)
        /// `null`.
        case null
    }

    /// One member of an object.
    public struct Member: Sendable, Equatable {
        /// The member's name, escapes resolved.
        public let key: String
        /// Where the key's opening quote is.
        public let keyLocation: Diagnostic.Location
        /// The member's value.
        public let value: JSONNode
    }

    /// The value, with its children.
    public let value: Value
    /// Where the value starts.
    public let location: Diagnostic.Location
    /// The byte offset of the value's first byte (a string's opening quote) in the document.
    let offset: Int

    /// The value's kind; its description names it in words for messages ("a string", "an object").
    public var kind: Kind {
        switch value {
        case .object: .object
        case .array: .array
        case .string: .string
        case .number: .number
        case .bool: .bool
        case .null: .null
        }
    }

    /// The member with a key, if this is an object that has it.
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }
}
