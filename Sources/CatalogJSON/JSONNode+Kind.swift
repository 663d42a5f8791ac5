extension JSONNode {
    /// The kind of a JSON value, without its content.
    package enum Kind: Sendable, Hashable, CustomStringConvertible {
        /// `{…}`.
        case object
        /// `[…]`.
        case array
        /// `"…"`.
        case string
        /// A number.
        case number
        /// `true` or `false`.
        case bool
        /// `null`.
        case null

        /// The kind in words, for messages ("expected an object, found a string").
        package var description: String {
            switch self {
            case .object: "an object"
            case .array: "an array"
            case .string: "a string"
            case .number: "a number"
            case .bool: "a boolean"
            case .null: "null"
            }
        }
    }
}
