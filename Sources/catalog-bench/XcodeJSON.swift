/// A JSON value written as Xcode writes `.storekit` files: keys sorted, `"key" : value`, two-space
/// indents, empty arrays as `[]`.
enum XcodeJSON: ExpressibleByStringLiteral, Sendable {
    case object([(String, XcodeJSON)])
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
            if members.isEmpty {
                out += "{}"
                return
            }
            out += "{\n"
            let inner = indent + "  "
            for (index, member) in members.sorted(by: { $0.0 < $1.0 }).enumerated() {
                out += inner
                Self.quote(member.0, into: &out)
                out += " : "
                member.1.write(into: &out, indent: inner)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        case .array(let items):
            if items.isEmpty {
                out += "[]"
                return
            }
            out += "[\n"
            let inner = indent + "  "
            for (index, item) in items.enumerated() {
                out += inner
                item.write(into: &out, indent: inner)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .string(let text): Self.quote(text, into: &out)
        case .number(let value): out += String(value)
        case .bool(let value): out += value ? "true" : "false"
        case .null: out += "null"
        }
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
