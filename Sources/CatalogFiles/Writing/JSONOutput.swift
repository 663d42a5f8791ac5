import CatalogJSON
import CatalogText

/// A JSON value to write, with object members in the order a writer gives them: the writers build one
/// and render it, so every file they write has a stable key order and the same layout.
///
/// ```swift
/// let price = JSONOutput.object([("units", .string("9")), ("nanos", .number("990000000"))])
/// price.pretty  // "{\n  \"units\": \"9\",\n  \"nanos\": 990000000\n}\n"
/// ```
package indirect enum JSONOutput: Sendable, Equatable {
    /// Members in the order written.
    case object([(String, JSONOutput)])
    /// Items in order.
    case array([JSONOutput])
    /// A string (escaped when rendered).
    case string(String)
    /// A number, as its JSON text ("12", "0.5"), never through a floating-point value.
    case number(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    /// Two values are equal when they render the same.
    package static func == (lhs: JSONOutput, rhs: JSONOutput) -> Bool { lhs.compact == rhs.compact }

    /// An object of the members whose values are not nil, in order: optional fields are left out.
    package static func members(_ members: [(String, JSONOutput?)]) -> JSONOutput {
        .object(members.compactMap { name, value in value.map { (name, $0) } })
    }

    /// A whole number.
    package static func integer(_ value: Int) -> JSONOutput { .number(String(value)) }

    /// A parsed value, numbers as written: kept fields are put back as they were read.
    package init(_ node: JSONNode) {
        switch node.value {
        case .object(let members): self = .object(members.map { ($0.key, JSONOutput($0.value)) })
        case .array(let items): self = .array(items.map(JSONOutput.init))
        case .string(let text): self = .string(text)
        case .number(let text): self = .number(text)
        case .bool(let value): self = .bool(value)
        case .null: self = .null
        }
    }

    /// The value of a JSON text, or nil when it is not valid JSON.
    package init?(parsing text: String) {
        guard let node = try? JSONParser.parse(Array(text.utf8)) else { return nil }
        self.init(node)
    }

    /// How a value is laid out.
    private struct Layout {
        /// Between a key and its value.
        let separator: String
        /// Whether lists are broken over lines (indented by two spaces).
        let isIndented: Bool
        /// Whether an empty list holds an empty line, as Xcode writes `.storekit` files (`[\n\n  ]`).
        let opensEmptyLists: Bool
    }

    /// Indented by two spaces, one member or item per line, with a trailing newline.
    package var pretty: String { rendered(Layout(separator: ": ", isIndented: true, opensEmptyLists: false)) + "\n" }

    /// As Xcode writes `.storekit` files: `"key" : value`, empty lists over three lines, a trailing newline.
    package var xcode: String { rendered(Layout(separator: " : ", isIndented: true, opensEmptyLists: true)) + "\n" }

    /// On one line, without spaces: the form kept fields are stored in.
    package var compact: String { rendered(Layout(separator: ":", isIndented: false, opensEmptyLists: false)) }

    private func rendered(_ layout: Layout) -> String {
        var text = ""
        write(to: &text, indent: layout.isIndented ? "" : nil, layout)
        return text
    }

    /// Appends the value; `indent` nil writes it on one line.
    private func write(to text: inout String, indent: String?, _ layout: Layout) {
        switch self {
        case .object(let members):
            writeList(members, open: "{", close: "}", to: &text, indent: indent, layout) { member, text, inner in
                text += Self.quoted(member.0) + layout.separator
                member.1.write(to: &text, indent: inner, layout)
            }
        case .array(let items):
            writeList(items, open: "[", close: "]", to: &text, indent: indent, layout) { item, text, inner in
                item.write(to: &text, indent: inner, layout)
            }
        case .string(let value): text += Self.quoted(value)
        case .number(let value): text += value
        case .bool(let value): text += value ? "true" : "false"
        case .null: text += "null"
        }
    }

    /// Appends a bracketed list: empty as `{}`/`[]`, else one element per line when indented.
    private func writeList<Element>(
        _ elements: [Element], open: String, close: String, to text: inout String, indent: String?, _ layout: Layout,
        _ element: (Element, inout String, String?) -> Void
    ) {
        text += open
        guard !elements.isEmpty else {
            if layout.opensEmptyLists, let indent { text += "\n\n" + indent }
            return text += close
        }
        let inner = indent.map { $0 + "  " }
        for (index, value) in elements.enumerated() {
            if index > 0 { text += "," }
            if let inner { text += "\n" + inner }
            element(value, &text, inner)
        }
        if let indent { text += "\n" + indent }
        text += close
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped, everything else as is.
    package static func quoted(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: false)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
