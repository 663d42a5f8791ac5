import Catalog
import CatalogJSON
import Foundation

/// Puts translations into a catalog's JSON text without re-serialising it: a changed string replaces
/// exactly the bytes of its old value, a missing one is inserted after its object's last member (or
/// array's last item) in the layout of its neighbours, and every other byte stays as it is.
struct CatalogEditor {
    /// What setting one translation did.
    enum Outcome: Equatable {
        /// The catalog already had this text.
        case unchanged
        /// The value was replaced.
        case changed
        /// The value was added.
        case inserted
        /// The translation has no place to go, and why.
        case refused(String)
    }

    private enum Step {
        case key(String)
        case locale(LocaleID)
        case index(Int)
    }

    private let text: JSONText
    private let root: JSONNode
    private var replacements: [(range: Range<Int>, text: String)] = []
    private var objectInsertions: [Int: (node: JSONNode, members: [(key: String, value: PendingValue)])] = [:]
    private var arrayAppends: [Int: (node: JSONNode, items: [String])] = [:]

    /// An editor of a catalog's bytes, parsed as `root`.
    init(bytes: [UInt8], root: JSONNode) {
        self.text = JSONText(bytes)
        self.root = root
    }

    /// Sets the text of a field in a language.
    mutating func set(_ value: String, for field: TranslationField, language: LocaleID) -> Outcome {
        let entity: JSONNode?
        let steps: [Step]
        switch field {
        case .groupName(let group):
            entity = item(in: "groups", id: group)
            steps = [.key("localizations"), .locale(language), .key("name")]
        case .displayName(let product):
            entity = item(in: "products", id: product)
            steps = [.key("localizations"), .locale(language), .key("displayName")]
        case .description(let product):
            entity = item(in: "products", id: product)
            steps = [.key("localizations"), .locale(language), .key("description")]
        case .copy(let paywall, let key):
            entity = item(in: "paywalls", id: paywall)
            steps = [.key("copy"), .locale(language), .key(key)]
        case .feature(let paywall, let index):
            entity = item(in: "paywalls", id: paywall)
            steps = [.key("copy"), .locale(language), .key("features"), .index(index)]
        }
        guard var node = entity else { return .refused("the catalog has no such entry") }
        for (position, step) in steps.enumerated() {
            switch (step, node.value) {
            case (.key(let key), .object(let members)):
                guard let member = members.first(where: { $0.key == key }) else {
                    return insert(value, steps[position...], into: node, members: members)
                }
                node = member.value
            case (.locale(let locale), .object(let members)):
                guard let member = members.first(where: { (try? LocaleID($0.key)) == locale }) else {
                    return insert(value, steps[position...], into: node, members: members)
                }
                node = member.value
            case (.index(let index), .array(let items)):
                guard index < items.count else { return append(value, at: index, to: node, count: items.count) }
                node = items[index]
            default:
                return .refused("the catalog holds \(node.kind) on the way to this value")
            }
        }
        guard case .string(let old) = node.value else { return .refused("the catalog holds \(node.kind) where a string should be") }
        if old == value { return .unchanged }
        let start = text.offset(of: node.location)
        replacements.removeAll { $0.range.lowerBound == start }
        replacements.append((start..<text.end(ofValueAt: start), JSONValue.quoted(value)))
        return .changed
    }

    /// The element of a top-level array whose `id` is a value.
    private func item(in array: String, id: String) -> JSONNode? {
        guard case .array(let items) = root[array]?.value else { return nil }
        return items.first {
            if case .string(id) = $0["id"]?.value { true } else { false }
        }
    }

    private mutating func insert(
        _ value: String, _ steps: ArraySlice<Step>, into node: JSONNode, members: [JSONNode.Member]
    ) -> Outcome {
        let offset = text.offset(of: node.location)
        var pending = objectInsertions[offset]?.members ?? []
        let spelling = keySpelling(siblings: members.map(\.key))
        if let problem = Self.merge(value, steps, spelling: spelling, into: &pending) { return .refused(problem) }
        objectInsertions[offset] = (node, pending)
        return .inserted
    }

    private mutating func append(_ value: String, at index: Int, to node: JSONNode, count: Int) -> Outcome {
        let offset = text.offset(of: node.location)
        var items = arrayAppends[offset]?.items ?? []
        guard index == count + items.count else {
            return .refused("item \(index + 1) comes before item \(count + items.count + 1), which neither the catalog nor the file has")
        }
        items.append(value)
        arrayAppends[offset] = (node, items)
        return .inserted
    }

    /// Adds the rest of a path, ending in `value`, to members still to be inserted.
    private static func merge(
        _ value: String, _ steps: ArraySlice<Step>, spelling: (LocaleID) -> String, into members: inout [(key: String, value: PendingValue)]
    ) -> String? {
        guard let step = steps.first else { return nil }
        let key: String
        switch step {
        case .key(let name): key = name
        case .locale(let locale): key = spelling(locale)
        case .index: return "an index cannot name an object's member"
        }
        let rest = steps.dropFirst()
        let existing = members.firstIndex { $0.key == key }
        if rest.isEmpty {
            if let existing { members[existing].value = .string(value) } else { members.append((key, .string(value))) }
            return nil
        }
        if case .index(let index) = rest.first, rest.count == 1 {
            var items: [String] = []
            if let existing, case .array(let current) = members[existing].value { items = current }
            guard index == items.count else {
                return "item \(index + 1) comes before item \(items.count + 1), which neither the catalog nor the file has"
            }
            items.append(value)
            if let existing { members[existing].value = .array(items) } else { members.append((key, .array(items))) }
            return nil
        }
        var inner: [(key: String, value: PendingValue)] = []
        if let existing, case .object(let current) = members[existing].value { inner = current }
        if let problem = merge(value, rest, spelling: spelling, into: &inner) { return problem }
        if let existing { members[existing].value = .object(inner) } else { members.append((key, .object(inner))) }
        return nil
    }

    /// How to spell a new locale key: like its siblings (`de_DE` or `de-DE`), else like the catalog's
    /// `sourceLocale`.
    private func keySpelling(siblings: [String]) -> (LocaleID) -> String {
        let sample = siblings.first { $0.contains("_") || $0.contains("-") } ?? Self.string(root["sourceLocale"]) ?? "en_US"
        return sample.contains("-") ? { $0.languageTag } : { $0.identifier }
    }

    private static func string(_ node: JSONNode?) -> String? {
        if case .string(let value) = node?.value { value } else { nil }
    }

    /// Whether anything changes.
    var hasEdits: Bool { !replacements.isEmpty || !objectInsertions.isEmpty || !arrayAppends.isEmpty }

    /// The document with every edit made.
    func edited() -> [UInt8] {
        var edits = replacements
        let newline = text.newline
        let unit = documentIndentUnit
        let separator = documentSeparator
        for (offset, insertion) in objectInsertions {
            let values = insertion.members.map { (JSONValue.quoted($0.key), $0.value.json) }
            edits.append(contentsOf: [
                insertionEdit(at: offset, values, last: lastMember(of: insertion.node), unit: unit, separator: separator)
            ])
        }
        for (offset, append) in arrayAppends {
            let values = append.items.map { (String?.none, JSONValue.string($0)) }
            guard case .array(let items) = append.node.value else { continue }
            let last = items.last.map { item -> (key: Int?, value: Int) in (nil, text.offset(of: item.location)) }
            edits.append(insertionEdit(at: offset, values, last: last, unit: unit, separator: separator))
        }
        var bytes = text.bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            let replacement = newline == "\n" ? edit.text : edit.text.replacingOccurrences(of: "\n", with: newline)
            bytes.replaceSubrange(edit.range, with: Array(replacement.utf8))
        }
        return bytes
    }

    private func lastMember(of node: JSONNode) -> (key: Int?, value: Int)? {
        guard case .object(let members) = node.value, let last = members.last else { return nil }
        return (text.offset(of: last.keyLocation), text.offset(of: last.value.location))
    }

    /// The edit that adds members (keys given) or items (keys nil) to the container starting at
    /// `offset`, whose last member or item starts at `last` (nil when it is empty).
    private func insertionEdit(
        at offset: Int, _ values: [(String?, JSONValue)], last: (key: Int?, value: Int)?, unit: String, separator: String
    ) -> (range: Range<Int>, text: String) {
        let containerIndent = text.indent(ofLineAt: offset)
        func entry(_ key: String?, _ value: JSONValue, indent: String, unit: String = unit, separator: String) -> String {
            (key.map { $0 + separator } ?? "") + value.rendered(indent: indent, unit: unit, separator: separator)
        }
        guard let last else {
            let inner = containerIndent + unit
            let body = values.map { inner + entry($0.0, $0.1, indent: inner, separator: separator) }.joined(separator: ",\n")
            return (offset + 1..<text.end(ofValueAt: offset) - 1, "\n" + body + "\n" + containerIndent)
        }
        let lineStart = last.key ?? last.value
        let end = text.end(ofValueAt: last.value)
        var localSeparator = separator
        if let key = last.key {
            let between = String(decoding: text.bytes[text.end(ofValueAt: key)..<last.value], as: UTF8.self)
            if !between.contains("\n") { localSeparator = between }
        }
        // Next to a sibling on one line (in a one-line container, or an object or array written on one
        // line), the new value is written on one line too.
        let sibling = text.bytes[last.value..<end]
        let siblingIsContainer = sibling.first == UInt8(ascii: "{") || sibling.first == UInt8(ascii: "[")
        let inline = !text.startsLine(lineStart)
        if inline || (siblingIsContainer && !sibling.contains(0x0A)) {
            let opening = siblingIsContainer ? last.value : offset
            let padded = opening + 1 < text.bytes.count ? text.bytes[opening + 1] == UInt8(ascii: " ") : true
            let prefix = inline ? ", " : ",\n" + text.indent(ofLineAt: lineStart)
            let body = values.map {
                prefix + ($0.0.map { $0 + localSeparator } ?? "") + $0.1.renderedOnOneLine(separator: localSeparator, padded: padded)
            }
            return (end..<end, body.joined())
        }
        let indent = text.indent(ofLineAt: lineStart)
        let localUnit =
            indent.hasPrefix(containerIndent) && indent.count > containerIndent.count
            ? String(indent.dropFirst(containerIndent.count)) : unit
        let body = values.map { ",\n" + indent + entry($0.0, $0.1, indent: indent, unit: localUnit, separator: localSeparator) }.joined()
        return (end..<end, body)
    }

    /// The indent of one level: that of the root object's first member, else two spaces.
    private var documentIndentUnit: String {
        guard case .object(let members) = root.value, let first = members.first else { return "  " }
        let offset = text.offset(of: first.keyLocation)
        let indent = text.indent(ofLineAt: offset)
        return text.startsLine(offset) && !indent.isEmpty ? indent : "  "
    }

    /// Between a key and its value: that of the root object's first member, else `": "`.
    private var documentSeparator: String {
        guard case .object(let members) = root.value, let first = members.first else { return ": " }
        let keyEnd = text.end(ofValueAt: text.offset(of: first.keyLocation))
        let between = String(decoding: text.bytes[keyEnd..<text.offset(of: first.value.location)], as: UTF8.self)
        return between.contains("\n") ? ": " : between
    }
}
