import CatalogFiles

/// A JSON value to write, with members in the order given.
indirect enum JSONValue: Sendable {
    /// Members in order.
    case object([(String, JSONValue)])
    /// Items in order.
    case array([JSONValue])
    /// A string.
    case string(String)

    /// The value pretty-printed: each member on its own line, indented by two spaces per level.
    /// - Parameters:
    ///   - indent: The indent of the line the value starts on.
    ///   - separator: Between a key and its value (`" : "` in Xcode's files, `": "` in catalogs).
    func rendered(indent: String, unit: String = "  ", separator: String = " : ") -> String {
        switch self {
        case .string(let text): return Self.quoted(text)
        case .object(let members):
            if members.isEmpty { return "{}" }
            let inner = indent + unit
            let lines = members.map {
                inner + Self.quoted($0.0) + separator + $0.1.rendered(indent: inner, unit: unit, separator: separator)
            }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
        case .array(let items):
            if items.isEmpty { return "[]" }
            let inner = indent + unit
            let lines = items.map { inner + $0.rendered(indent: inner, unit: unit, separator: separator) }
            return "[\n" + lines.joined(separator: ",\n") + "\n" + indent + "]"
        }
    }

    /// The value on one line: `{ "a": "b", "c": [ "d" ] }` (`padded`) or `{"a": "b", "c": ["d"]}`.
    func renderedOnOneLine(separator: String, padded: Bool) -> String {
        let (open, close) = padded ? (" ", " ") : ("", "")
        switch self {
        case .string(let text): return Self.quoted(text)
        case .object(let members):
            if members.isEmpty { return "{}" }
            let inner = members.map { Self.quoted($0.0) + separator + $0.1.renderedOnOneLine(separator: separator, padded: padded) }
            return "{" + open + inner.joined(separator: ", ") + close + "}"
        case .array(let items):
            if items.isEmpty { return "[]" }
            let inner = items.map { $0.renderedOnOneLine(separator: separator, padded: padded) }
            return "[" + open + inner.joined(separator: ", ") + close + "]"
        }
    }

    /// A JSON string literal: `"` and `\` escaped, control characters as `\n`, `\t`… or `\u00XX`; every
    /// other character as it is (UTF-8), `/` included. The one escaping of Catalog's JSON writers.
    static func quoted(_ text: String) -> String { JSONOutput.quoted(text) }
}
