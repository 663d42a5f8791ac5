/// Compiles a template's text into a `CompiledTemplate` in three passes, after the Mustache
/// specification (github.com/mustache/spec: interpolation, sections, inverted, comments):
///
/// 1. `lines(of:)` cuts the text into lines, each a list of text and tag tokens with its line ending.
/// 2. `removeStandaloneWhitespace(_:)` applies the spec's standalone rule: a line that holds nothing
///    but spaces or tabs and one section, inverted, closing or comment tag (or the theme's content-type
///    pragma) keeps only that tag, without its whitespace and line ending.
/// 3. `nodes(of:)` matches each section with its closing tag and builds the tree.
///
/// The text is the one the theme parses, with the theme's content-type pragma in front. Anything the
/// fast renderer does not handle (partials, inheritance blocks, transforms, set delimiters, another
/// content type, line breaks other than LF and CRLF) makes `compile(_:)` return nil, and swift-mustache
/// renders that template. Two cases where swift-mustache keeps to rules of its own are compiled its
/// way or left to it (`CompiledTemplateTests` renders a table of templates both ways):
/// - a last line of only spaces or tabs, without a line ending, is dropped;
/// - a section whose opening tag is standalone and whose closing tag is not (or the reverse) is left
///   to swift-mustache.
struct TemplateCompiler {
    /// What a tag does.
    enum TagKind: Equatable {
        case variable(escaped: Bool)
        case section
        case inverted
        case close
        /// A comment or the content-type pragma: renders nothing.
        case silent

        /// Whether the tag may stand alone on a line (interpolations never do).
        var canStandAlone: Bool {
            if case .variable = self { return false }
            return true
        }
    }

    /// A piece of one line.
    enum Token {
        case text(String)
        case tag(TagKind, name: String)
    }

    /// One line: its tokens, and its line ending ("\n", "\r\n", or "" for the last line).
    struct Line {
        var tokens: [Token]
        var ending: String
        /// Set by the standalone pass when the line's only tag stands alone.
        var isStandalone = false
    }

    /// The compiled template, or nil when it uses Mustache the fast renderer leaves to swift-mustache.
    static func compile(_ text: String) -> CompiledTemplate? {
        guard var lines = lines(of: text) else { return nil }
        removeStandaloneWhitespace(&lines)
        guard let nodes = nodes(of: lines) else { return nil }
        return CompiledTemplate(nodes: nodes)
    }

    // MARK: Pass 1: lines and tokens

    static func lines(of text: String) -> [Line]? {
        var lines: [Line] = []
        var tokens: [Token] = []
        var pending = ""
        var rest = Substring(text)
        func flushText() {
            if !pending.isEmpty { tokens.append(.text(pending)) }
            pending = ""
        }
        while let character = rest.first {
            if rest.hasPrefix("{{") {
                guard let (kind, name, after) = tag(at: rest) else { return nil }
                flushText()
                tokens.append(.tag(kind, name: name))
                rest = after
            } else if character == "\n" || character == "\r\n" {
                flushText()
                lines.append(Line(tokens: tokens, ending: String(character)))
                tokens = []
                rest = rest.dropFirst()
            } else if character.isNewline {
                return nil
            } else {
                pending.append(character)
                rest = rest.dropFirst()
            }
        }
        flushText()
        lines.append(Line(tokens: tokens, ending: ""))
        return lines
    }

    /// The tag `text` starts with, and the text after it; nil for a tag the fast renderer leaves alone.
    private static func tag(at text: Substring) -> (TagKind, String, Substring)? {
        let body = text.dropFirst(2)
        if body.first == "!" {
            guard let end = body.firstRange(of: "}}") else { return nil }
            return (.silent, "", body[end.upperBound...])
        }
        let isTriple = body.first == "{"
        let closing = isTriple ? "}}}" : "}}"
        let inner = isTriple ? body.dropFirst() : body
        guard let end = inner.firstRange(of: "}}") else { return nil }
        let content = inner[..<end.lowerBound]
        guard !content.contains(where: \.isNewline) else { return nil }
        let after = inner[end.lowerBound...]
        guard after.hasPrefix(closing) else { return nil }
        let remainder = after.dropFirst(closing.count)
        if isTriple {
            guard let name = name(in: content) else { return nil }
            return (.variable(escaped: false), name, remainder)
        }
        let kind: TagKind
        switch content.first {
        case "#": kind = .section
        case "^": kind = .inverted
        case "/": kind = .close
        case "&": kind = .variable(escaped: false)
        case "%":
            guard isThemePragma(content.dropFirst()) else { return nil }
            return (.silent, "", remainder)
        case ">", "<", "$", "=", "!": return nil
        default:
            guard let name = name(in: content) else { return nil }
            return (.variable(escaped: true), name, remainder)
        }
        guard let name = name(in: content.dropFirst()) else { return nil }
        return (kind, name, remainder)
    }

    /// A name with spaces or tabs around it: `.`, or parts separated by dots, optionally after a
    /// leading dot. Nil for anything else, such as a transform (`uppercased(name)`).
    private static func name(in content: Substring) -> String? {
        let name = content.drop(while: isBlank).reversed().drop(while: isBlank).reversed()
        guard !name.isEmpty, name.allSatisfy(nameCharacters.contains) else { return nil }
        let text = String(name)
        if text == "." { return text }
        let parts = (text.first == "." ? text.dropFirst() : Substring(text)).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.allSatisfy({ !$0.isEmpty }) else { return nil }
        return text
    }

    /// `CONTENT_TYPE: CATALOG_HTML`, spaced any way: the pragma `Theme` puts before every template.
    private static func isThemePragma(_ content: Substring) -> Bool {
        let words = content.split(whereSeparator: { isBlank($0) || $0 == ":" })
        let colons = content.filter { $0 == ":" }.count
        return colons == 1 && words == ["CONTENT_TYPE", Substring(FastHTMLContentType.name)]
    }

    private static func isBlank(_ character: Character) -> Bool { character == " " || character == "\t" }

    private static let nameCharacters = Set<Character>("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?*")

    // MARK: Pass 2: standalone lines

    static func removeStandaloneWhitespace(_ lines: inout [Line]) {
        for index in lines.indices {
            var tags: [Token] = []
            var onlyBlanks = true
            var endsWithTag = false
            for token in lines[index].tokens {
                switch token {
                case .text(let text):
                    onlyBlanks = onlyBlanks && text.allSatisfy(isBlank)
                    endsWithTag = false
                case .tag:
                    tags.append(token)
                    endsWithTag = true
                }
            }
            guard onlyBlanks else { continue }
            let isLast = index == lines.count - 1
            if tags.isEmpty {
                // swift-mustache drops a last line of blanks that has no line ending.
                if isLast { lines[index].tokens = [] }
                continue
            }
            // On the last line a tag followed by blanks is not standalone, as in swift-mustache.
            guard tags.count == 1, case .tag(let kind, _) = tags[0], kind.canStandAlone, !isLast || endsWithTag else { continue }
            lines[index] = Line(tokens: tags, ending: "", isStandalone: true)
        }
    }

    // MARK: Pass 3: the tree

    /// A section being read: its tag, whether it stood alone, and its children so far.
    private struct OpenSection {
        var kind: TagKind
        var name: String
        var isStandalone: Bool
        var children: [CompiledTemplate.Node] = []
    }

    static func nodes(of lines: [Line]) -> [CompiledTemplate.Node]? {
        var open = [OpenSection(kind: .section, name: "", isStandalone: false)]
        func add(_ node: CompiledTemplate.Node) {
            let last = open.count - 1
            if case .text(let text) = node, case .text(let previous)? = open[last].children.last {
                open[last].children[open[last].children.count - 1] = .text(previous + text)
            } else {
                open[last].children.append(node)
            }
        }
        for line in lines {
            for token in line.tokens {
                switch token {
                case .text(let text):
                    add(.text(text))
                case .tag(let kind, let name):
                    switch kind {
                    case .variable(let escaped):
                        add(.variable(CompiledTemplate.Name(name), escaped: escaped))
                    case .section, .inverted:
                        open.append(OpenSection(kind: kind, name: name, isStandalone: line.isStandalone))
                    case .close:
                        guard open.count > 1, let section = open.popLast(), section.name == name,
                            section.isStandalone == line.isStandalone
                        else { return nil }
                        let name = CompiledTemplate.Name(section.name)
                        add(section.kind == .inverted ? .inverted(name, section.children) : .section(name, section.children))
                    case .silent:
                        continue
                    }
                }
            }
            if !line.ending.isEmpty { add(.text(line.ending)) }
        }
        guard open.count == 1 else { return nil }
        return open[0].children
    }
}
