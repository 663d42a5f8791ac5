import CatalogTestSupport

@testable import CatalogSite

/// A random Mustache template and a random context for it, from a small grammar: text (with the five
/// characters HTML escapes, tabs, braces and non-ASCII), `{{name}}`, `{{{name}}}`, `{{&name}}`, sections,
/// inverted sections, nested sections, comments, partials, standalone lines, LF and CRLF, and names that
/// are plain, dotted, anchored (`.name`) or `.`. The context holds texts, flags, numbers, lists of texts
/// and of objects, nested objects, absent and missing values under the same few names, so that lookups
/// hit, miss and climb the context stack.
struct RandomTemplate {
    var generator: SplitMix
    /// Whether `{{>partial}}` tags may be written (they name `partialName`).
    var partials: Bool
    static let partialName = "part"

    static let names = ["a", "b", "flag", "list", "obj", "none"]
    static let lookups = names + [".", "obj.a", "obj.obj.b", "obj.flag", ".a", ".obj.b", "missing", "missing.a", "a.b"]
    static let textPieces = [
        "x", "Hi", " ", "  ", "\t", "<b>", "&", "&amp;", "\"", "'", ">", "a{b", "c}d", "{ y }", "é", "e\u{301}", "日本",
        "👍🏽", "\u{00A0}", "=", "!", "#", "/",
    ]
    static let valuePieces = textPieces + ["<\u{301}", "\"\u{301}", "&\u{200D}", "\n", "\r\n", "{{a}}", "}}", "'s"]

    init(seed: UInt64, partials: Bool) {
        generator = SplitMix(seed: seed)
        self.partials = partials
    }

    // MARK: Templates

    /// The partial `partialName`: a template without partials, so that it never includes itself.
    mutating func partial() -> String {
        let partials = self.partials
        self.partials = false
        defer { self.partials = partials }
        return template()
    }

    mutating func template() -> String {
        var text = ""
        let count = int(1...6)
        for _ in 0..<count { text += element(depth: 0) }
        return text
    }

    private mutating func element(depth: Int) -> String {
        let nests = depth < 2
        switch int(0...13) {
        case 0, 1: return text()
        case 2: return tag("", name: pick(Self.lookups))
        case 3: return "{{{" + spaced(pick(Self.lookups)) + "}}}"
        case 4: return tag("&", name: pick(Self.lookups))
        case 5, 6: return nests ? section(sigil: "#", depth: depth) : text()
        case 7: return nests ? section(sigil: "^", depth: depth) : text()
        case 8: return "{{!" + pick(["", " note ", "a\nb", " {x} "]) + "}}"
        case 9, 10: return pick(["\n", "\r\n"])
        case 11: return pick(["\n", "\r\n"]) + indent() + standalone(depth: depth) + indent() + pick(["\n", "\r\n", ""])
        case 12: return partials ? "{{>" + pick(["", " "]) + Self.partialName + "}}" : text()
        default: return text()
        }
    }

    /// A section or inverted section, its tags sometimes on lines of their own.
    private mutating func section(sigil: String, depth: Int) -> String {
        let name = pick(Self.lookups)
        var body = ""
        for _ in 0..<int(0...3) { body += element(depth: depth + 1) }
        if bool() {
            let end = pick(["\n", "\r\n"])
            return end + indent() + tag(sigil, name: name) + indent() + end + body + end + indent() + tag("/", name: name) + indent() + end
        }
        return tag(sigil, name: name) + body + tag("/", name: name)
    }

    /// A tag that may stand alone on a line.
    private mutating func standalone(depth: Int) -> String {
        switch int(0...2) {
        case 0: "{{! standalone }}"
        case 1: partials ? "{{>" + Self.partialName + "}}" : "{{!}}"
        default: section(sigil: pick(["#", "^"]), depth: min(depth + 1, 2))
        }
    }

    private mutating func tag(_ sigil: String, name: String) -> String { "{{" + sigil + spaced(name) + "}}" }

    private mutating func spaced(_ name: String) -> String { pick(["", " ", "\t"]) + name + pick(["", " ", "  "]) }

    private mutating func indent() -> String { pick(["", "", " ", "  ", "\t", " \t"]) }

    /// Text that never starts a tag: no `{{`, and no `{` right before one or `}` right after one.
    private mutating func text() -> String {
        var text = ""
        for _ in 0..<int(1...3) { text += pick(Self.textPieces) }
        if text.hasPrefix("}") || text.hasPrefix("{") { text = "." + text }
        if text.hasSuffix("{") || text.hasSuffix("}") { text += "." }
        return text.replacingOccurrences(of: "{{", with: "{.{").replacingOccurrences(of: "}}", with: "}.}")
    }

    // MARK: Contexts

    /// A root object with a random value (or none) under each name.
    mutating func context(depth: Int = 0) -> [String: Any] {
        var object: [String: Any] = [:]
        for name in Self.names where int(0...3) > 0 { object[name] = value(depth: depth) }
        return object
    }

    private mutating func value(depth: Int) -> Any {
        let nests = depth < 2
        switch int(0...11) {
        case 0, 1: return ThemeText(text: valueText())
        case 2: return valueText()
        case 3: return bool()
        case 4: return int(0...3)
        case 5: return (0..<int(0...3)).map { _ in ThemeText(text: valueText()) }
        case 6 where nests: return (0..<int(0...2)).map { _ in context(depth: depth + 1) }
        case 7 where nests, 8 where nests: return context(depth: depth + 1)
        case 9: return ThemeAbsent()
        case 10: return ThemeText?.none as Any
        default: return ThemeText(text: valueText())
        }
    }

    private mutating func valueText() -> String {
        var text = ""
        for _ in 0..<int(0...4) { text += pick(Self.valuePieces) }
        return text
    }

    // MARK: Random choices

    private mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
    private mutating func bool() -> Bool { Bool.random(using: &generator) }
    private mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...(choices.count - 1))] }
}
