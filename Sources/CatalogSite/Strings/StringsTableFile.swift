import Foundation

/// A strings table read back from a file (what `catalog-site strings` wrote), for `--check`: its
/// header's versions and its `key = value` lines.
///
/// ```swift
/// let file = try StringsTableFile(text: recorded, path: "strings.txt")
/// file.icuVersion   // 72
/// file.values["castle-coins.json › shop › de-DE › page › any › restore"]   // "Käufe wiederherstellen"
/// ```
package struct StringsTableFile: Sendable, Equatable {
    /// The start of every header, before the format version.
    package static let headerPrefix = "# catalog-site strings, format "

    /// The file's format version.
    package let format: Int
    /// The major version of the ICU that wrote the file.
    package let icuVersion: Int
    /// The CLDR version of that ICU.
    package let cldrVersion: String
    /// Every line of the file, the header first.
    package let lines: [String]
    /// The values by key, unescaped.
    package let values: [String: String]

    /// Reads a table.
    ///
    /// - Parameters:
    ///   - text: The file's text.
    ///   - path: The file's path, for messages.
    /// - Throws: ``Problem`` naming the line that is not part of a strings table.
    package init(text: String, path: String) throws(Problem) {
        let lines = TextDiff.lines(text)
        guard let header = lines.first, let versions = Self.versions(header) else {
            throw Problem(path: path, line: 1, reason: .noHeader)
        }
        guard versions.format == StringsTable.formatVersion else {
            throw Problem(path: path, line: 1, reason: .otherFormat(versions.format))
        }
        var values: [String: String] = [:]
        for (index, line) in lines.enumerated().dropFirst() {
            guard let separator = line.range(of: " = ") else { throw Problem(path: path, line: index + 1, reason: .notKeyAndValue) }
            guard StringsTable.unescaped(line[..<separator.lowerBound]) != nil,
                let value = StringsTable.unescaped(line[separator.upperBound...])
            else { throw Problem(path: path, line: index + 1, reason: .badEscape) }
            let key = String(line[..<separator.lowerBound])
            guard values.updateValue(value, forKey: key) == nil else {
                throw Problem(path: path, line: index + 1, reason: .duplicateKey(key))
            }
        }
        (format, icuVersion, cldrVersion) = versions
        self.lines = lines
        self.values = values
    }

    /// "# catalog-site strings, format 1, ICU 72, CLDR 42" → (1, 72, "42").
    private static func versions(_ header: String) -> (format: Int, icu: Int, cldr: String)? {
        guard header.hasPrefix(headerPrefix) else { return nil }
        let parts = header.dropFirst(headerPrefix.count).components(separatedBy: ", ")
        guard parts.count == 3, let format = Int(parts[0]), parts[1].hasPrefix("ICU "), let icu = Int(parts[1].dropFirst(4)),
            parts[2].hasPrefix("CLDR "), parts[2].count > 5
        else { return nil }
        return (format, icu, String(parts[2].dropFirst(5)))
    }
}
