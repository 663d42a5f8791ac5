/// The JSON paths diagnostics use (`products[0].localizations["en-US"].displayName`): how they are
/// built from keys and how they split into their ancestors.
///
/// A key that is not a plain identifier is written in brackets and quotes, with `\` and `"` escaped,
/// so a path splits unambiguously even when a key holds dots or brackets.
package enum JSONPath {
    /// The path of a member: `parent.key`, or `parent["odd key"]`.
    package static func join(_ path: String, _ key: String) -> String {
        let simple = key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" } && !key.isEmpty
        if simple { return path.isEmpty ? key : "\(path).\(key)" }
        var escaped = ""
        for character in key {
            if character == "\\" || character == "\"" { escaped.append("\\") }
            escaped.append(character)
        }
        return path + "[\"" + escaped + "\"]"
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
