import Mustache

/// Renders a `CompiledTemplate` with the Mustache specification's semantics, into one growing string.
///
/// - A name is looked up on a context stack, from the innermost section's value outwards (`a.b` finds
///   `a` that way, then `b` in it; `.` is the current value). A missing name renders nothing.
/// - `{{name}}` HTML-escapes the value's text; `{{{name}}}` and `{{&name}}` place it as it is.
/// - A section renders its children once for `true`, once per element of a list (each element pushed
///   on the stack), once with any other value pushed, and not at all for `false`, an empty list, a
///   null or a missing value; an inverted section renders exactly when a section would not.
///
/// Values are read through swift-mustache's protocols (`MustacheParent`, `MustacheSequence`,
/// `MustacheCustomRenderable`) and by reflection otherwise, so a view model renders the same here as
/// through swift-mustache. The context is one array pushed and popped in place, names are split once
/// when compiling, each pushed value is classified once (`Frame`), and the view models' common values
/// (`ThemeText`, `Bool`, lists) are recognised by their concrete type before the protocol casts.
struct TemplateRenderer {
    /// A value on the context stack, sorted once when pushed.
    private enum Frame {
        case parent(any MustacheParent)
        case other(Any)
    }

    private var stack: [Frame] = []
    private(set) var output = ""

    /// Renders `template` with `object` as the root of the context.
    static func render(_ template: CompiledTemplate, _ object: Any, capacity: Int = 0) -> String {
        var renderer = TemplateRenderer()
        renderer.output.reserveCapacity(capacity)
        renderer.push(object)
        renderer.render(template.nodes)
        return renderer.output
    }

    /// Renders `template` twice, with `first` and with `second` as the root, for two roots that differ
    /// only in the value named `varying`: the template's top-level pieces that never name it are
    /// rendered once and placed in both outputs, so both are the bytes two `render` calls give.
    ///
    /// A fast path of two `render(_:_:capacity:)` calls (the general path, which `Theme` takes for a
    /// template it did not compile): "render pages" renders each page with an offer and its copy opening
    /// without the offer, which share all but the eligibility switch. Guards: `PairedRenderPropertyTests`
    /// (2,000 random templates and varying values) and `CompiledTemplateTests`; benchmark: `catalog-bench
    /// site`. Remove it when the site case gains less than 10% from it (`docs/architecture.md`, *Fast paths*).
    static func render(_ template: CompiledTemplate, _ first: Any, _ second: Any, varying: String) -> (String, String) {
        var one = TemplateRenderer(), other = TemplateRenderer()
        one.push(first)
        other.push(second)
        for node in template.nodes {
            if node.mentions(varying) {
                one.render([node])
                other.render([node])
            } else {
                let start = one.output.endIndex
                one.render([node])
                other.output += one.output[start...]
            }
        }
        return (one.output, other.output)
    }

    private mutating func push(_ value: Any) {
        if let parent = value as? any MustacheParent {
            stack.append(.parent(parent))
        } else {
            stack.append(.other(value))
        }
    }

    private mutating func render(_ nodes: [CompiledTemplate.Node]) {
        for node in nodes {
            switch node {
            case .text(let text): output += text
            case .variable(let name, let escaped): variable(lookUp(name), escaped: escaped)
            case .section(let name, let children): section(lookUp(name), children)
            case .inverted(let name, let children): inverted(lookUp(name), children)
            }
        }
    }

    private mutating func variable(_ value: Any?, escaped: Bool) {
        guard let value else { return }
        let text: String
        if let theme = value as? ThemeText {
            text = theme.text
        } else if let renderable = value as? any MustacheCustomRenderable {
            text = renderable.renderText
        } else {
            text = String(describing: Self.unwrapped(value))
        }
        if escaped { FastHTMLContentType.escape(text, into: &output) } else { output += text }
    }

    private mutating func section(_ value: Any?, _ children: [CompiledTemplate.Node]) {
        switch value {
        case let flag as Bool:
            if flag { render(children) }
        case let texts as [ThemeText]:
            for text in texts { inside(text, children) }
        case let sequence as any MustacheSequence:
            forEach(sequence) { renderer, element in renderer.inside(element, children) }
        case let null as any MustacheCustomRenderable where null.isNull:
            return
        case .some(let value):
            inside(value, children)
        case .none:
            return
        }
    }

    private mutating func inverted(_ value: Any?, _ children: [CompiledTemplate.Node]) {
        switch value {
        case let flag as Bool:
            if !flag { render(children) }
        case let sequence as any MustacheSequence:
            if Self.isEmpty(sequence) { inside(sequence, children) }
        case let null as any MustacheCustomRenderable where null.isNull:
            render(children)
        case .some:
            return
        case .none:
            render(children)
        }
    }

    /// Renders `children` with `value` pushed on the context.
    private mutating func inside(_ value: Any, _ children: [CompiledTemplate.Node]) {
        push(value)
        render(children)
        stack.removeLast()
    }

    private mutating func forEach<Elements: Sequence>(_ elements: Elements, _ body: (inout TemplateRenderer, Any) -> Void) {
        for element in elements { body(&self, element) }
    }

    private static func isEmpty<Elements: Sequence>(_ elements: Elements) -> Bool {
        var iterator = elements.makeIterator()
        return iterator.next() == nil
    }

    /// A name's value: the first frame from the top that has its first part, then each later part.
    private func lookUp(_ name: CompiledTemplate.Name) -> Any? {
        guard let top = stack.last else { return nil }
        switch name.start {
        case .current:
            return Self.value(of: top)
        case .anchored:
            return Self.descend(name.parts[...], from: Self.value(of: top))
        case .stack:
            guard let first = name.parts.first else { return Self.value(of: top) }
            for frame in stack.reversed() {
                if let child = Self.child(named: first, of: frame) {
                    return Self.descend(name.parts.dropFirst(), from: child)
                }
            }
            return nil
        }
    }

    private static func descend(_ parts: ArraySlice<String>, from object: Any) -> Any? {
        var object = object
        for part in parts {
            let frame: Frame = if let parent = object as? any MustacheParent { .parent(parent) } else { .other(object) }
            guard let child = child(named: part, of: frame) else { return nil }
            object = child
        }
        return object
    }

    private static func value(of frame: Frame) -> Any {
        switch frame {
        case .parent(let parent): parent
        case .other(let value): value
        }
    }

    /// A child of a value: through `MustacheParent`, else by reflection on a stored property of that
    /// name (optionals unwrapped).
    private static func child(named name: String, of frame: Frame) -> Any? {
        switch frame {
        case .parent(let parent):
            return parent.child(named: name)
        case .other(let value):
            guard let matched = Mirror(reflecting: value).children.first(where: { $0.label == name }) else { return nil }
            let mirror = Mirror(reflecting: matched.value)
            guard mirror.displayStyle == .optional else { return matched.value }
            return mirror.children.first?.value
        }
    }

    /// An optional inside `Any` unwrapped one level for printing.
    private static func unwrapped(_ value: Any) -> Any {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional, let first = mirror.children.first else { return value }
        return first.value
    }
}
