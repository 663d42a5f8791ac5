import Foundation

/// The one tokenizer of theme templates: cuts a Mustache template into text, line endings and tags with
/// their positions (`tokens()`), and checks that sections nest, so that a broken template is reported at
/// the tag that breaks it (swift-mustache reports the end of the file for a section never closed).
///
/// The theme checker reads its tags and `TemplateCompiler` builds the compiled renderer's tree from its
/// tokens; only a template the compiled renderer leaves to swift-mustache is parsed again, by
/// swift-mustache itself.
struct TemplateScanner {
    private let characters: [Character]
    /// The template's lines, without their line breaks.
    let lines: [String]
    /// The index in `characters` where each line starts.
    private let lineStarts: [Int]

    init(_ text: String) {
        characters = Array(text)
        var starts = [0]
        for (index, character) in characters.enumerated() where character.isNewline { starts.append(index + 1) }
        lineStarts = starts
        lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
    }

    /// Characters a name may hold, as swift-mustache reads them (a transform adds parentheses).
    static let nameCharacters = Set("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?*()")

    /// Every tag, in order.
    /// - Throws: The first tag that is not closed or does not hold a valid name.
    func tags() throws(TemplateProblem) -> [TemplateTag] { Self.tags(in: try tokens()) }

    /// The tags among `tokens`, in order.
    static func tags(in tokens: [TemplateToken]) -> [TemplateTag] {
        tokens.compactMap { token in
            if case .tag(let tag) = token { tag } else { nil }
        }
    }

    /// The whole template in order: text, line endings and tags.
    /// - Throws: The first tag that is not closed or does not hold a valid name.
    func tokens() throws(TemplateProblem) -> [TemplateToken] {
        var open: [Character] = ["{", "{"], close: [Character] = ["}", "}"]
        var tokens: [TemplateToken] = []
        var index = 0
        while let start = find(open, from: index) {
            appendText(index..<start, to: &tokens)
            let (line, column) = position(of: start)
            let body = start + open.count
            let triple = body < characters.count && characters[body] == "{"
            let nameStart = triple ? body + 1 : body
            let end = find(close, from: nameStart)
            let isComment = !triple && nameStart < characters.count && characters[nameStart] == "!"
            guard let end, isComment || !characters[nameStart..<end].contains(where: \.isNewline),
                isComment || find(open, from: nameStart).map({ $0 >= end }) ?? true,
                !triple || (end + close.count < characters.count && characters[end + close.count] == "}")
            else {
                let shown = String(characters[start..<min(characters.count, start + open.count + 12)].prefix { !$0.isNewline })
                throw problem(
                    line, column, "the tag \(shown)… is not closed",
                    hint: triple ? "close it with }}} on the same line" : "close it with \(String(close)) on the same line")
            }
            index = end + close.count + (triple ? 1 : 0)
            let text = String(characters[start..<index])
            let inner = String(characters[nameStart..<end])
            let sigil = triple ? nil : inner.first
            let kind: TemplateTag.Kind
            switch sigil {
            case "#": kind = .section
            case "^": kind = .inverted
            case "/": kind = .close
            case "&": kind = .unescaped
            case ">": kind = .partial
            case "<": kind = .parent
            case "$": kind = .block
            case "!": kind = .comment
            case "%":
                throw problem(
                    line, column, "\(text) would change how the theme escapes HTML",
                    hint: "remove it: {{name}} escapes text, and {{{name}}} places the HTML the theme's other templates render")
            case "=":
                let parts = inner.dropFirst().dropLast().split(whereSeparator: \.isWhitespace)
                guard inner.count > 2, inner.last == "=", parts.count == 2 else {
                    throw problem(line, column, "\(text) does not set delimiters", hint: "write {{=<% %>=}} to use <% and %> from here on")
                }
                (open, close) = (Array(parts[0]), Array(parts[1]))
                kind = .delimiters
            default: kind = triple ? .unescaped : .variable
            }
            let hasSigil = !triple && kind != .variable
            let name = String(inner.dropFirst(hasSigil ? 1 : 0)).trimmingCharacters(in: .whitespaces)
            if kind != .comment && kind != .delimiters {
                let allowed = kind == .partial || kind == .parent ? Self.nameCharacters.union(["/"]) : Self.nameCharacters
                guard !name.isEmpty, name.allSatisfy(allowed.contains) else {
                    throw problem(
                        line, column, name.isEmpty ? "\(text) names nothing" : "\(text) is not a tag: \"\(name)\" is not a name",
                        hint: "a name has letters, digits, '.', '-' and '_' (docs/themes.md lists each template's names)")
                }
            }
            tokens.append(.tag(TemplateTag(kind: kind, name: name, text: text, line: line, column: column)))
        }
        appendText(index..<characters.count, to: &tokens)
        return tokens
    }

    /// The text in `range` as text and line-ending tokens.
    private func appendText(_ range: Range<Int>, to tokens: inout [TemplateToken]) {
        var start = range.lowerBound
        for index in range where characters[index].isNewline {
            if start < index { tokens.append(.text(String(characters[start..<index]))) }
            tokens.append(.lineEnd(String(characters[index])))
            start = index + 1
        }
        if start < range.upperBound { tokens.append(.text(String(characters[start..<range.upperBound]))) }
    }

    /// Checks that every section is closed, by a tag of the same name, in order.
    func checkNesting(_ tags: [TemplateTag]) throws(TemplateProblem) {
        var open: [TemplateTag] = []
        for tag in tags {
            switch tag.kind {
            case .section, .inverted, .block, .parent: open.append(tag)
            case .close:
                guard let last = open.popLast() else {
                    throw problem(tag.line, tag.column, "\(tag.text) closes a section that was never opened", hint: "remove it")
                }
                guard last.name == tag.name else {
                    throw problem(
                        tag.line, tag.column, "\(tag.text) closes \(last.text), opened at line \(last.line), column \(last.column)",
                        hint: "close \(last.text) with {{/\(last.name)}} first; sections end in the reverse order they start")
                }
            default: continue
            }
        }
        if let unclosed = open.last {
            throw problem(
                unclosed.line, unclosed.column, "\(unclosed.text) is never closed", hint: "add {{/\(unclosed.name)}} where the section ends"
            )
        }
    }

    /// A problem at a position, with its line.
    func problem(_ line: Int, _ column: Int, _ message: String, hint: String?) -> TemplateProblem {
        TemplateProblem(line: line, column: column, message, hint: hint, sourceLine: line <= lines.count ? lines[line - 1] : nil)
    }

    private func position(of index: Int) -> (line: Int, column: Int) {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return (low + 1, index - lineStarts[low] + 1)
    }

    private func find(_ needle: [Character], from start: Int) -> Int? {
        guard let first = needle.first, start < characters.count else { return nil }
        var index = start
        while index + needle.count <= characters.count {
            if characters[index] == first, characters[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
