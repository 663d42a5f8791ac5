/// A JSON value with the position it was read from, so diagnostics can point at it.
package struct JSONNode: Sendable, Equatable {
    /// The value, with numbers kept as written. Not `indirect`: children sit in arrays already, and a
    /// box per value would cost an allocation for every string and number of a file.
    package enum Value: Sendable, Equatable {
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
    package struct Member: Sendable, Equatable {
        /// The member's name, escapes resolved.
        package let key: String
        /// Where the key's opening quote is.
        package let keyPosition: JSONPosition
        /// The member's value.
        package let value: JSONNode
    }

    /// The value, with its children.
    package let value: Value
    /// Where the value starts.
    package let position: JSONPosition
    /// The byte offset of the value's first byte (a string's opening quote) in the document.
    package let offset: Int

    /// The value's kind; its description names it in words for messages ("a string", "an object").
    package var kind: Kind {
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
    package subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }
}
