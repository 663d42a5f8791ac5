import CatalogText

/// The JSON paths diagnostics use (`products[0].localizations["en-US"].displayName`): how they are
/// built from keys and how they split into their ancestors.
///
/// A key that is not a plain identifier is written in brackets and quotes, with `\` and `"` escaped,
/// so a path splits unambiguously even when a key holds dots or brackets.
package enum JSONPath {
    /// The last step of a path recorded as a parent path and a step, joined only when a finding needs it.
    enum Step: Sendable, Equatable {
        /// The parent path itself.
        case none
        /// A member of the parent: `parent.key`.
        case key(String)
        /// An item of the parent: `parent[index]`.
        case item(Int)
        /// An item of a member of the parent: `parent.key[index]` (a copy's features and `sameAsSource`).
        case memberItem(String, Int)
    }

    /// The path a parent and a step name.
    static func path(_ parent: String, _ step: Step) -> String {
        switch step {
        case .none: parent
        case .key(let key): join(parent, key)
        case .item(let index): item(parent, index)
        case .memberItem(let key, let index): item(join(parent, key), index)
        }
    }

    /// The UTF-8 length of `path(parent, step)`, counted without building the path; nil when the step has a key
    /// that is written in quotes (not `isSimple(_:)`), whose escapes it does not count. Lookups that scan
    /// recorded paths (`SourcePositions`) build only the paths of the length they look for.
    static func length(_ parent: String, _ step: Step) -> Int? {
        func digits(_ index: Int) -> Int {
            guard index >= 0 else { return String(index).utf8.count }
            var (digits, rest) = (1, index / 10)
            while rest > 0 { (digits, rest) = (digits + 1, rest / 10) }
            return digits
        }
        func member(_ key: String) -> Int? {
            guard isSimple(key) else { return nil }
            return parent.isEmpty ? key.utf8.count : parent.utf8.count + 1 + key.utf8.count
        }
        switch step {
        case .none: return parent.utf8.count
        case .key(let key): return member(key)
        case .item(let index): return parent.utf8.count + digits(index) + 2
        case .memberItem(let key, let index): return member(key).map { $0 + digits(index) + 2 }
        }
    }

    /// The path of a member: `parent.key`, or `parent["odd key"]`.
    package static func join(_ path: String, _ key: String) -> String {
        if isSimple(key) { return path.isEmpty ? key : concatenate(path, ".", key) }
        var escaped = ""
        for character in key {
            if character == "\\" || character == "\"" { escaped.append("\\") }
            escaped.append(character)
        }
        return path + "[\"" + escaped + "\"]"
    }

    /// The path of an array's item: `parent[index]`.
    ///
    /// A fast path: it writes the digits straight into a string of the right size. It mirrors
    /// `path + "[" + String(index) + "]"` (the general path, which negative indices take), and runs for every
    /// array item a reader reads as an object (products, offers, phases, localizations the fast paths do not
    /// take). Gain and guard: `docs/architecture.md`, *Fast paths* (`JSONPathBuilderTests` compares both
    /// on random paths and indices). Remove it, keeping the general path, when the load case gains less than
    /// 10% from the unsafe builders.
    static func item(_ path: String, _ index: Int) -> String {
        guard index >= 0 else { return concatenate(path, "[", String(index), "]") }
        var digits = 1
        var rest = index / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        var path = path
        return path.withUTF8 { parent in
            String(unsafeUninitializedCapacity: parent.count + digits + 2) { buffer in
                guard let start = buffer.baseAddress else { return 0 }
                if let source = parent.baseAddress { start.initialize(from: source, count: parent.count) }
                var position = parent.count
                start[position] = UInt8(ascii: "[")
                var value = index
                for offset in stride(from: position + digits, to: position, by: -1) {
                    start[offset] = UInt8(ascii: "0") + UInt8(value % 10)
                    value /= 10
                }
                position += digits + 1
                start[position] = UInt8(ascii: "]")
                return position + 1
            }
        }
    }

    /// Strings one after the other, copied once into a string of the right size (`+` and interpolation
    /// copy and check the text at each step, which costs more than the copy when a file has a path per value).
    ///
    /// A fast path of `first + second + third + fourth`, the general path it mirrors; gain, guard and when
    /// to remove it as for `item(_:_:)`.
    static func concatenate(_ first: String, _ second: String, _ third: String, _ fourth: String = "") -> String {
        let count = first.utf8.count + second.utf8.count + third.utf8.count + fourth.utf8.count
        return String(unsafeUninitializedCapacity: count) { buffer in
            guard let start = buffer.baseAddress else { return 0 }
            return copy(fourth, to: copy(third, to: copy(second, to: copy(first, to: start)))) - start
        }
    }

    /// Copies a string's UTF-8 to `target`; returns the position after it.
    private static func copy(_ text: String, to target: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        var text = text
        return text.withUTF8 { bytes in
            guard let source = bytes.baseAddress else { return target }
            target.initialize(from: source, count: bytes.count)
            return target + bytes.count
        }
    }

    /// Whether a key is written after a dot: letters, digits, `_` and `$`, at least one. ASCII keys (nearly
    /// all) are checked byte by byte, others by `Character`.
    static func isSimple(_ key: String) -> Bool {
        var isASCII = true, allAllowed = true
        for byte in key.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "_"), UInt8(ascii: "$"):
                continue
            case 0x80...: isASCII = false
            default: allAllowed = false
            }
        }
        if isASCII { return allAllowed && !key.isEmpty }
        return key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" } && !key.isEmpty
    }

    /// The ancestors of a path, nearest first, without the root: `products[0].id` →
    /// `products[0]`, `products`. Cuts only between components, never inside a quoted key, so the
    /// work is proportional to the path's length times its depth.
    static func ancestors(of path: String) -> [Substring] {
        var cuts: [String.Index] = []
        var inQuotes = false, escaping = false
        var index = path.startIndex
        while index < path.endIndex {
            let character = path[index]
            if inQuotes {
                if escaping {
                    escaping = false
                } else if character == "\\" {
                    escaping = true
                } else if character == "\"" {
                    inQuotes = false
                }
            } else if character == "\"" {
                inQuotes = true
            } else if (character == "." || character == "[") && index > path.startIndex {
                cuts.append(index)
            }
            index = path.index(after: index)
        }
        return cuts.reversed().map { path[..<$0] }
    }
}
