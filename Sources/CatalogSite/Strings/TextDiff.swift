/// A unified diff of two texts, line by line, for people: `--- old` / `+++ new` headers, `@@` hunks
/// with three lines of context, and invisible characters marked (``VisibleMarks``) with a legend line
/// before the headers naming the marks used.
///
/// ```swift
/// let diff = TextDiff(old: "a\nb\n", new: "a\nc\n", oldName: "strings.txt", newName: "current")
/// print(diff.text, terminator: "")
/// // --- strings.txt
/// // +++ current
/// // @@ -1,2 +1,2 @@
/// //  a
/// // -b
/// // +c
/// ```
package struct TextDiff: Sendable, Equatable {
    /// The diff, each line ending with a newline; empty when the texts are equal.
    package let text: String
    /// How many lines were removed and added.
    package let removed: Int
    package let added: Int

    /// Lines of context around each change.
    package static let context = 3

    /// The diff from `old` to `new`, split into lines at line feeds (a final newline ends the last line).
    package init(old: String, new: String, oldName: String, newName: String) {
        self.init(old: Self.lines(old), new: Self.lines(new), oldName: oldName, newName: newName)
    }

    /// The diff between two lists of lines.
    package init(old: [String], new: [String], oldName: String, newName: String) {
        let script = LineEdit.script(from: old, to: new)
        removed = script.filter { if case .removed = $0 { true } else { false } }.count
        added = script.filter { if case .added = $0 { true } else { false } }.count
        guard removed + added > 0 else {
            text = ""
            return
        }
        var body: [String] = []
        var shown: [String] = []
        for hunk in Self.hunks(script) {
            let edits = script[hunk]
            let oldLines = edits.compactMap { edit -> Int? in
                switch edit {
                case .same(let x, _), .removed(let x): x
                case .added: nil
                }
            }
            let newLines = edits.compactMap { edit -> Int? in
                switch edit {
                case .same(_, let y), .added(let y): y
                case .removed: nil
                }
            }
            let oldStart = oldLines.first.map { $0 + 1 } ?? Self.lineBefore(hunk.lowerBound, in: script, old: true)
            let newStart = newLines.first.map { $0 + 1 } ?? Self.lineBefore(hunk.lowerBound, in: script, old: false)
            body.append("@@ -\(Self.range(oldStart, oldLines.count)) +\(Self.range(newStart, newLines.count)) @@")
            for edit in edits {
                let (mark, line) =
                    switch edit {
                    case .same(let x, _): (" ", old[x])
                    case .removed(let x): ("-", old[x])
                    case .added(let y): ("+", new[y])
                    }
                shown.append(line)
                body.append(mark + VisibleMarks.marked(line))
            }
        }
        let legend = VisibleMarks.legend(for: shown).map { ["# " + $0] } ?? []
        let headers = ["--- " + VisibleMarks.marked(oldName), "+++ " + VisibleMarks.marked(newName)]
        text = (legend + headers + body).joined(separator: "\n") + "\n"
    }

    /// The lines of a text; a final newline ends the last line rather than starting an empty one.
    package static func lines(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if text.hasSuffix("\n") { lines.removeLast() }
        return lines
    }

    /// "5,3", "5" for one line, "4,0" for none (the line before, as `diff -u` writes it).
    private static func range(_ start: Int, _ count: Int) -> String { count == 1 ? "\(start)" : "\(start),\(count)" }

    /// The number of the last line of the old (or new) text before the edit at `index`: 0 at the start.
    private static func lineBefore(_ index: Int, in script: [LineEdit], old: Bool) -> Int {
        for edit in script[..<index].reversed() {
            switch (edit, old) {
            case (.same(let x, _), true), (.removed(let x), true): return x + 1
            case (.same(_, let y), false), (.added(let y), false): return y + 1
            default: continue
            }
        }
        return 0
    }

    /// The ranges of the script shown as hunks: each change with `context` lines around it, changes closer
    /// than twice that joined.
    private static func hunks(_ script: [LineEdit]) -> [Range<Int>] {
        var hunks: [Range<Int>] = []
        for index in script.indices where script[index].isChange {
            let range = max(0, index - context)..<min(script.count, index + context + 1)
            if let last = hunks.last, range.lowerBound <= last.upperBound {
                hunks[hunks.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                hunks.append(range)
            }
        }
        return hunks
    }
}
