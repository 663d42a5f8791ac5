/// Compiles a theme template into a `CompiledTemplate` from `TemplateScanner`'s tokens, in three passes,
/// after the Mustache specification (github.com/mustache/spec: interpolation, sections, inverted,
/// comments):
///
/// 1. `lines(of:)` groups the tokens into lines, each a list of text and tag tokens with its line ending.
/// 2. `removeStandaloneWhitespace(_:)` applies the spec's standalone rule: a line that holds nothing
///    but spaces or tabs and one section, inverted, closing or comment tag (or the theme's content-type
///    pragma) keeps only that tag, without its whitespace and line ending.
/// 3. `nodes(of:)` matches each section with its closing tag and builds the tree.
///
/// swift-mustache reads a theme template after the theme's content-type pragma (`MustacheFallback`), so
/// the first line starts with a silent tag here too. Anything the fast renderer does not handle
/// (partials, inheritance blocks, transforms, set delimiters, line breaks other than LF and CRLF) makes
/// `compile(_:)` return nil, and swift-mustache renders that template. Two cases where swift-mustache
/// keeps to rules of its own are compiled its way or left to it (`CompiledTemplateTests` and
/// `MustacheDifferentialTests` render templates both ways):
/// - the spaces or tabs that start a last line without a line ending are dropped when nothing but comments
///   follow them (the spec keeps them when two comments share the line);
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

    /// The compiled template of a theme file's text, or nil when it does not scan or uses Mustache the
    /// fast renderer leaves to swift-mustache.
    static func compile(_ text: String) -> CompiledTemplate? {
        guard let tokens = try? TemplateScanner(text).tokens() else { return nil }
        return compile(tokens)
    }

    /// The compiled template of a theme file's tokens, or nil when it uses Mustache the fast renderer
    /// leaves to swift-mustache.
    static func compile(_ tokens: [TemplateToken]) -> CompiledTemplate? {
        guard var lines = lines(of: tokens) else { return nil }
        removeStandaloneWhitespace(&lines)
        guard let nodes = nodes(of: lines) else { return nil }
        return CompiledTemplate(nodes: nodes)
    }

    // MARK: Pass 1: lines

    static func lines(of tokens: [TemplateToken]) -> [Line]? {
        var lines: [Line] = []
        // The theme's content-type pragma, which swift-mustache reads in front of the first line.
        var current: [Token] = [.tag(.silent, name: "")]
        for token in tokens {
            switch token {
            case .text(let text):
                current.append(.text(text))
            case .lineEnd(let ending):
                guard ending == "\n" || ending == "\r\n" else { return nil }
                lines.append(Line(tokens: current, ending: ending))
                current = []
            case .tag(let tag):
                guard let kind = kind(of: tag) else { return nil }
                current.append(.tag(kind, name: tag.name))
            }
        }
        lines.append(Line(tokens: current, ending: ""))
        return lines
    }

    /// What a scanned tag does here; nil for a tag the fast renderer leaves to swift-mustache.
    private static func kind(of tag: TemplateTag) -> TagKind? {
        switch tag.kind {
        case .comment: return .silent
        case .partial, .parent, .block, .delimiters: return nil
        case .variable, .unescaped, .section, .inverted, .close:
            guard isPlainName(tag) else { return nil }
            switch tag.kind {
            case .variable: return .variable(escaped: true)
            case .unescaped: return .variable(escaped: false)
            case .section: return .section
            case .inverted: return .inverted
            default: return .close
            }
        }
    }

    /// Whether a tag names `.`, or parts separated by dots (optionally after a leading dot), with only
    /// spaces or tabs around the name. A transform (`uppercased(name)`), an empty part (`a..b`) or
    /// another kind of space around the name is left to swift-mustache.
    private static func isPlainName(_ tag: TemplateTag) -> Bool {
        // The scanner's names are ASCII, so an ASCII tag had only spaces or tabs trimmed around its name.
        guard tag.text.unicodeScalars.allSatisfy(\.isASCII), !tag.name.contains("("), !tag.name.contains(")") else { return false }
        if tag.name == "." { return true }
        let name = tag.name.first == "." ? tag.name.dropFirst() : Substring(tag.name)
        return name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty }
    }

    private static func isBlank(_ character: Character) -> Bool { character == " " || character == "\t" }

    private static func isTag(_ token: Token) -> Bool {
        if case .tag = token { true } else { false }
    }

    private static func isSilent(_ token: Token) -> Bool {
        if case .tag(.silent, _) = token { true } else { false }
    }

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
            if isLast, tags.allSatisfy(isSilent), lines[index].tokens.dropFirst().allSatisfy(isTag) {
                // swift-mustache drops the blanks that start a last line without a line ending when nothing but
                // comments follow them (it holds them back until something is written on the line).
                lines[index].tokens = tags
                if tags.count != 1 { continue }
            }
            if tags.isEmpty { continue }
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
