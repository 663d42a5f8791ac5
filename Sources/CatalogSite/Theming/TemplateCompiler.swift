/// Compiles a template's text into a `CompiledTemplate`, following swift-mustache 2.1's parser step for
/// step (`MustacheTemplate.parse`), so that standalone lines, whitespace before tags and line endings
/// come out exactly as swift-mustache renders them.
///
/// The text is the one the theme parses, with the theme's content-type pragma in front. Anything the
/// fast renderer does not handle (partials, inheritance blocks, transforms, set delimiters, another
/// content type) makes `compile()` return nil: swift-mustache renders that template.
struct TemplateCompiler {
    private let characters: [Character]
    private var position = 0

    init(_ text: String) { characters = Array(text) }

    /// The compiled template, or nil when it uses Mustache the fast renderer leaves to swift-mustache.
    static func compile(_ text: String) -> CompiledTemplate? {
        var compiler = TemplateCompiler(text)
        guard let nodes = compiler.parse(section: nil, newLine: true) else { return nil }
        return CompiledTemplate(nodes: nodes)
    }

    /// Collects nodes, merging adjacent texts.
    private struct Nodes {
        var nodes: [CompiledTemplate.Node] = []

        mutating func text(_ text: String) {
            guard !text.isEmpty else { return }
            if case .text(let previous)? = nodes.last {
                nodes[nodes.count - 1] = .text(previous + text)
            } else {
                nodes.append(.text(text))
            }
        }

        mutating func append(_ node: CompiledTemplate.Node) { nodes.append(node) }
    }

    /// One level of the template: up to the end of `section`'s closing tag, or the end of the text.
    private mutating func parse(section: String?, newLine startsOnNewLine: Bool) -> [CompiledTemplate.Node]? {
        var nodes = Nodes()
        var newLine = startsOnNewLine
        var whiteSpaceBefore = ""
        while !reachedEnd {
            if newLine { whiteSpaceBefore = read(while: { $0 == " " || $0 == "\t" }) }
            guard let text = readUntilTagOrNewline() else { return nil }
            if current.isNewline {
                nodes.text(whiteSpaceBefore + text + String(current))
                newLine = true
                position += 1
                continue
            }
            if !text.isEmpty {
                nodes.text(whiteSpaceBefore + text)
                whiteSpaceBefore = ""
                newLine = false
            }
            if reachedEnd { break }
            var setNewLine = false
            switch current {
            case "#", "^":
                let isInverted = current == "^"
                position += 1
                guard let name = parseName() else { return nil }
                if isStandalone(newLine) {
                    setNewLine = true
                } else if !whiteSpaceBefore.isEmpty {
                    nodes.text(whiteSpaceBefore)
                    whiteSpaceBefore = ""
                }
                guard let children = parse(section: name, newLine: setNewLine ? newLine : false) else { return nil }
                nodes.append(isInverted ? .inverted(.init(name), children) : .section(.init(name), children))
            case "/":
                position += 1
                guard let name = parseName(), name == section else { return nil }
                if !isStandalone(newLine), !whiteSpaceBefore.isEmpty {
                    nodes.text(whiteSpaceBefore)
                }
                return nodes.nodes
            case "!":
                position += 1
                guard skipComment() else { return nil }
                setNewLine = isStandalone(newLine)
            case "{", "&":
                let isTriple = current == "{"
                if !whiteSpaceBefore.isEmpty {
                    nodes.text(whiteSpaceBefore)
                    whiteSpaceBefore = ""
                }
                position += 1
                guard let name = parseName() else { return nil }
                if isTriple {
                    guard current == "}" else { return nil }
                    position += 1
                }
                nodes.append(.variable(.init(name), escaped: false))
            case "%":
                position += 1
                guard readContentType() else { return nil }
                setNewLine = isStandalone(newLine)
            case ">", "<", "$", "=":
                return nil
            default:
                if !whiteSpaceBefore.isEmpty {
                    nodes.text(whiteSpaceBefore)
                    whiteSpaceBefore = ""
                }
                guard let name = parseName() else { return nil }
                nodes.append(.variable(.init(name), escaped: true))
            }
            newLine = setNewLine
        }
        return section == nil ? nodes.nodes : nil
    }

    private var reachedEnd: Bool { position >= characters.count }

    /// The current character, or NUL at the end (as swift-mustache's parser answers).
    private var current: Character { reachedEnd ? "\0" : characters[position] }

    private mutating func read(while predicate: (Character) -> Bool) -> String {
        let start = position
        while !reachedEnd, predicate(characters[position]) { position += 1 }
        return String(characters[start..<position])
    }

    /// Reads `text` when it comes next; nil when the template ends before it could.
    private mutating func read(_ text: String) -> Bool? {
        let expected = Array(text)
        guard position + expected.count <= characters.count else { return nil }
        guard Array(characters[position..<position + expected.count]) == expected else { return false }
        position += expected.count
        return true
    }

    /// Text up to a line break ("\n" or "\r\n") or up to and including the opening `{{` of a tag.
    private mutating func readUntilTagOrNewline() -> String? {
        var text = ""
        while !reachedEnd {
            text += read(while: { $0 != "\n" && $0 != "\r\n" && $0 != "{" })
            if current.isNewline { break }
            if current == "{" {
                guard let isTag = read("{{") else { return nil }
                if isTag { break }
                text += "{"
                position += 1
            }
        }
        return text
    }

    /// A tag's name up to its closing `}}`; nil for a transform (`{{uppercased(name)}}`) or a malformed tag.
    private mutating func parseName() -> String? {
        _ = read(while: \.isWhitespace)
        let name = read(while: { Self.nameCharacters.contains($0) })
        _ = read(while: \.isWhitespace)
        guard read("}}") == true, !name.contains("(") else { return nil }
        return name
    }

    private mutating func skipComment() -> Bool {
        while !reachedEnd {
            if read("}}") == true { return true }
            position += 1
        }
        return false
    }

    /// `{{% CONTENT_TYPE: … }}`: only the theme's own escaping is compiled.
    private mutating func readContentType() -> Bool {
        _ = read(while: \.isWhitespace)
        let variable = read(while: { Self.nameCharacters.contains($0) && $0 != "(" && $0 != ")" })
        _ = read(while: \.isWhitespace)
        guard read(":") == true else { return false }
        _ = read(while: \.isWhitespace)
        let value = read(while: { Self.nameCharacters.contains($0) && $0 != "(" && $0 != ")" })
        _ = read(while: \.isWhitespace)
        return read("}}") == true && variable == "CONTENT_TYPE" && value == FastHTMLContentType.name
    }

    /// A tag that is alone on its line: the line's end (and the line break) is consumed.
    private mutating func isStandalone(_ newLine: Bool) -> Bool {
        guard newLine else { return false }
        if reachedEnd { return true }
        var lookahead = position
        while lookahead < characters.count, characters[lookahead] == " " || characters[lookahead] == "\t" { lookahead += 1 }
        guard lookahead < characters.count, characters[lookahead].isNewline else { return false }
        position = lookahead + 1
        return true
    }

    private static let nameCharacters = Set<Character>("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?()*")
}
