/// A JSON value written as Xcode writes `.storekit` files: keys sorted, `"key" : value`, two-space
/// indents, empty arrays as `[]`.
enum XcodeJSON: ExpressibleByStringLiteral, Sendable {
    case object([(String, XcodeJSON)])
    /// An object of scalars on one line, `{ "key" : value, … }`, keys sorted (as a hand-tidied file has
    /// its localizations).
    case line([(String, XcodeJSON)])
    case array([XcodeJSON])
    case string(String)
    case number(Int)
    case bool(Bool)
    case null

    init(stringLiteral value: String) { self = .string(value) }

    /// The value as text, with a final line break.
    var written: String {
        var out = ""
        write(into: &out, indent: "")
        return out + "\n"
    }

    private func write(into out: inout String, indent: String) {
        switch self {
        case .object(let members):
            Self.write(members.sorted { $0.0 < $1.0 }, between: "{", "}", into: &out, indent: indent) { member, out, inner in
                Self.quote(member.0, into: &out)
                out += " : "
                member.1.write(into: &out, indent: inner)
            }
        case .line(let members):
            out += "{ "
            for (index, member) in members.sorted(by: { $0.0 < $1.0 }).enumerated() {
                if index > 0 { out += ", " }
                Self.quote(member.0, into: &out)
                out += " : "
                member.1.write(into: &out, indent: indent)
            }
            out += " }"
        case .array(let items):
            Self.write(items, between: "[", "]", into: &out, indent: indent) { item, out, inner in item.write(into: &out, indent: inner) }
        case .string(let text): Self.quote(text, into: &out)
        case .number(let value): out += String(value)
        case .bool(let value): out += value ? "true" : "false"
        case .null: out += "null"
        }
    }

    /// An object's members or an array's items between their brackets, one a line, indented two more
    /// spaces than `indent`, with commas between them; empty brackets when there are none.
    private static func write<Element>(
        _ elements: [Element], between open: String, _ close: String, into out: inout String, indent: String,
        _ writeElement: (Element, inout String, String) -> Void
    ) {
        guard !elements.isEmpty else {
            out += open + close
            return
        }
        out += open + "\n"
        let inner = indent + "  "
        for (index, element) in elements.enumerated() {
            out += inner
            writeElement(element, &out, inner)
            out += index == elements.count - 1 ? "\n" : ",\n"
        }
        out += indent + close
    }

    private static func quote(_ text: String, into out: inout String) {
        out += "\""
        for character in text {
            if character == "\"" || character == "\\" { out += "\\" }
            out.append(character)
        }
        out += "\""
    }
}
