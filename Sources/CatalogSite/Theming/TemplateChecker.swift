import Catalog
import Foundation

/// Checks a template's names against the view model it renders, before anything is rendered: an unknown
/// `{{variable}}` would otherwise render as nothing, `{{{text}}}` would place catalog text unescaped,
/// and `{{html}}` would escape a rendered card.
struct TemplateChecker {
    /// The model the template renders.
    let root: TemplateVariables
    /// The theme's template names, for partials.
    let templateNames: [String]

    /// What a section stepped into: a model whose names become visible, or a value (`.` names it).
    private struct Frame {
        let variables: TemplateVariables?
        let kind: TemplateVariables.Kind?
    }

    /// Transforms of swift-mustache that work on the view models' lists.
    static let listTransforms = ["count", "empty", "first", "last", "reversed"]

    /// Every problem of the tags, in order.
    func problems(_ tags: [TemplateTag], scanner: TemplateScanner) -> [TemplateProblem] {
        var stack = [Frame(variables: root, kind: nil)]
        var problems: [TemplateProblem] = []
        func report(_ tag: TemplateTag, _ message: String, hint: String?) {
            problems.append(scanner.problem(tag.line, tag.column, message, hint: hint))
        }
        for tag in tags {
            switch tag.kind {
            case .variable, .unescaped, .section, .inverted:
                let kind: TemplateVariables.Kind?
                switch resolve(tag.name, in: stack) {
                case .failure(let failure):
                    report(tag, failure.message(tag), hint: failure.hint(tag))
                    kind = nil
                case .success(let found):
                    kind = found
                    if let misuse = misuse(of: tag, kind: found) { report(tag, misuse.message, hint: misuse.hint) }
                }
                if tag.kind == .section {
                    // Inside the section, `.` is one element: a text of a list of texts, a model of a list of models
                    // (or the optional model itself), whose names become visible.
                    switch kind {
                    case .models(let model)?, .model(let model)?: stack.append(Frame(variables: model, kind: .model(model)))
                    case .text?, .optionalText?, .texts?: stack.append(Frame(variables: nil, kind: .text))
                    default: stack.append(Frame(variables: nil, kind: stack.last?.kind))
                    }
                } else if tag.kind == .inverted {
                    stack.append(Frame(variables: nil, kind: stack.last?.kind))
                }
            case .partial, .parent:
                if !templateNames.contains(tag.name) {
                    let near = EditDistance.closest(to: tag.name, among: templateNames, limit: 3).first
                    report(
                        tag, "\(tag.text) names no template of the theme",
                        hint: near.map { "did you mean \($0)?" } ?? "the templates are \(templateNames.joined(separator: ", "))")
                }
                if tag.kind == .parent { stack.append(Frame(variables: nil, kind: stack.last?.kind)) }
            case .block: stack.append(Frame(variables: nil, kind: stack.last?.kind))
            case .close: if stack.count > 1 { stack.removeLast() }
            case .comment, .delimiters: continue
            }
        }
        return problems
    }

    /// Why a name cannot be looked up.
    enum Failure: Error {
        /// `name` is not given here; `written` is the name as far as the template wrote it, up to `name`
        /// (`titleLanguage.lnag`), and `inside` the model it was looked for in after a dot.
        case unknown(name: String, written: String, inside: String?, suggestion: String?, known: [String])
        /// A dot looks inside `first`, which has no names: a text, a flag, or a list.
        case dotted(first: String, isList: Bool)
        case transform(name: String, applied: String, isList: Bool)

        func message(_ tag: TemplateTag) -> String {
            switch self {
            case .unknown(let name, _, let inside?, _, _): "unknown variable \(tag.text): \(inside) has nothing called \"\(name)\""
            case .unknown(let name, _, nil, _, _): "unknown variable \(tag.text): nothing called \"\(name)\" is given to this template here"
            case .dotted(let first, let isList):
                "\(tag.text) looks inside \(first), which \(isList ? "is a list" : "has no names of its own")"
            case .transform(let name, let applied, let isList):
                isList
                    ? "unknown transform \(name)() in \(tag.text)" : "\(name)() in \(tag.text) applies to lists, and \(applied) is not one"
            }
        }

        func hint(_ tag: TemplateTag) -> String? {
            switch self {
            case .unknown(let name, let written, _, let suggestion?, _):
                "did you mean \(tag.text.replacingOccurrences(of: written, with: String(written.dropLast(name.count)) + suggestion))?"
            case .unknown(_, _, _, nil, let known): "the names here are \(known.joined(separator: ", ")) (docs/themes.md)"
            case .dotted(let first, true): "step into a list with a section instead: {{#\(first)}}…{{/\(first)}}"
            case .dotted: nil
            case .transform: "the transforms of lists are \(TemplateChecker.listTransforms.joined(separator: ", "))"
            }
        }
    }

    /// The kind of value a name gives, seen from the innermost section outwards; after a dot, inside the
    /// model before it (`{{titleLanguage.lang}}`), as swift-mustache looks it up. A leading dot
    /// (`{{.lang}}`) looks only at the innermost section's value.
    private func resolve(_ written: String, in stack: [Frame]) -> Result<TemplateVariables.Kind?, Failure> {
        var name = Substring(written)
        var transforms: [Substring] = []
        while let open = name.firstIndex(of: "("), name.hasSuffix(")") {
            transforms.append(name[..<open])
            name = name[name.index(after: open)..<name.index(before: name.endIndex)]
        }
        if name == "." { return .success(stack.last?.kind) }
        let anchored = name.hasPrefix(".")
        let path = name.dropFirst(anchored ? 1 : 0).split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let frames = anchored ? Array(stack.suffix(1)) : stack
        func unknown(_ index: Int, among known: [String], inside: String?) -> Failure {
            let near = EditDistance.closest(to: path[index], among: known, limit: max(2, path[index].count / 3)).first
            let prefix = (anchored ? "." : "") + path[...index].joined(separator: ".")
            return .unknown(name: path[index], written: prefix, inside: inside, suggestion: near, known: known)
        }
        guard var variable = frames.reversed().lazy.compactMap({ $0.variables?.variable(path[0]) }).first else {
            return .failure(unknown(0, among: Set(frames.compactMap(\.variables).flatMap(\.names)).sorted(), inside: nil))
        }
        for index in path.indices.dropFirst() {
            guard case .model(let model) = variable.kind else {
                return .failure(.dotted(first: path[..<index].joined(separator: "."), isList: variable.kind.isList))
            }
            guard let next = model.variable(path[index]) else {
                return .failure(unknown(index, among: model.names, inside: path[..<index].joined(separator: ".")))
            }
            variable = next
        }
        var kind = variable.kind
        for transform in transforms.reversed() {
            guard kind.isList, Self.listTransforms.contains(String(transform)) else {
                return .failure(.transform(name: String(transform), applied: variable.name, isList: kind.isList))
            }
            switch transform {
            case "first", "last": if case .models(let model) = kind { kind = .models(model) } else { kind = .optionalText }
            case "count", "empty": kind = .flag
            default: break
            }
        }
        return .success(kind)
    }

    /// A known name placed the wrong way: HTML escaped twice, text not escaped, a list as text.
    private func misuse(of tag: TemplateTag, kind: TemplateVariables.Kind?) -> (message: String, hint: String)? {
        switch (tag.kind, kind) {
        case (.variable, .html?):
            return ("\(tag.text) would escape HTML that the theme already rendered", "write {{{\(tag.name)}}}")
        case (.unescaped, .text?), (.unescaped, .optionalText?), (.unescaped, .texts?):
            return ("\(tag.text) places text without HTML escaping", "write {{\(tag.name)}}, which escapes it")
        case (.variable, .models?), (.unescaped, .models?):
            return ("\(tag.text) is a list, not a text", "repeat over it with a section: {{#\(tag.name)}}…{{/\(tag.name)}}")
        case (.variable, .model(let model)?), (.unescaped, .model(let model)?):
            let inner = model.variables.first?.name ?? "name"
            return (
                "\(tag.text) is not a text but \(model.model)",
                tag.name == "."
                    ? "place one of its names instead: {{\(inner)}}"
                    : "place its names in a section: {{#\(tag.name)}}{{\(inner)}}{{/\(tag.name)}}"
            )
        default: return nil
        }
    }
}
