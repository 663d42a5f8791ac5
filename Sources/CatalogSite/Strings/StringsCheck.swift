/// `catalog-site strings --check FILE`: a recorded table compared with the current one.
///
/// The check passes when every `key = value` line is the same; the header only says which ICU wrote the
/// file. A file written by another ICU major version is reported first (``versionMessage``), as such,
/// since CLDR data changes with it.
///
/// ```swift
/// let check = StringsCheck(recorded: file, path: "strings.txt", current: table)
/// if !check.passes { print(check.diff.text, terminator: "") }
/// ```
package struct StringsCheck: Sendable {
    /// The name of the current table in the diff's `+++` line.
    package static let currentName = "current"

    /// The recorded table.
    package let recorded: StringsTableFile
    /// The recorded file's path, for messages and the diff's `---` line.
    package let path: String
    /// The table the catalogs give now.
    package let current: StringsTable
    /// The unified diff from the file to the current table (header included, so line numbers are the
    /// file's); empty when they are the same text.
    package let diff: TextDiff

    /// Compares a recorded table with the current one.
    package init(recorded: StringsTableFile, path: String, current: StringsTable) {
        self.recorded = recorded
        self.path = path
        self.current = current
        self.diff = TextDiff(old: recorded.lines, new: TextDiff.lines(current.text), oldName: path, newName: Self.currentName)
    }

    /// Whether every string is unchanged (the header may differ).
    package var passes: Bool { Array(recorded.lines.dropFirst()) == current.entries.map(\.line) }

    /// When the file was written by another ICU (or CLDR) version: which, and what to expect.
    package var versionMessage: String? {
        guard recorded.icuVersion != current.icuVersion || recorded.cldrVersion != current.cldrVersion else { return nil }
        return
            "\(path) was written with ICU \(recorded.icuVersion) (CLDR \(recorded.cldrVersion)); this is ICU \(current.icuVersion) "
            + "(CLDR \(current.cldrVersion)): expect differences from CLDR data; review them, then re-record the file with "
            + "catalog-site strings (same paths and --locales) > \(path)"
    }

    /// One line for standard error: "strings.txt: 310 strings unchanged" or "strings.txt: 1 string
    /// changed, 2 added, 0 removed (…)".
    package var summary: String {
        func count(_ n: Int) -> String { "\(n) string\(n == 1 ? "" : "s")" }
        if passes { return "\(path): \(count(current.entries.count)) unchanged (ICU \(current.icuVersion), CLDR \(current.cldrVersion))" }
        var changed = 0, added = 0
        var keys = Set<String>()
        for entry in current.entries {
            let key = entry.key
            keys.insert(key)
            switch recorded.values[key] {
            case nil: added += 1
            case let value? where value != entry.value: changed += 1
            default: break
            }
        }
        let removed = recorded.values.keys.filter { !keys.contains($0) }.count
        return
            "\(path): \(count(changed)) changed, \(added) added, \(removed) removed"
            + " (if intended, re-record with catalog-site strings … > \(path))"
    }
}
