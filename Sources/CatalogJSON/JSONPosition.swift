/// A position in a JSON text: 1-based line and column, columns counted in Unicode scalars.
///
/// The parser's own position type, so this module depends on nothing; CatalogFiles turns it into a
/// `Diagnostic.Location` (`Diagnostic.Location(_:)`).
///
/// ```swift
/// let root = try JSONParser.parse(Array(#"{"id": 1}"#.utf8))
/// root["id"]?.position  // 1:8
/// ```
package struct JSONPosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The 1-based line.
    package let line: Int
    /// The 1-based column, counted in Unicode scalars.
    package let column: Int

    /// A position from its line and column (both 1-based).
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// "line:column".
    package var description: String { "\(line):\(column)" }

    /// Earlier in the text first: by line, then by column.
    package static func < (lhs: Self, rhs: Self) -> Bool { (lhs.line, lhs.column) < (rhs.line, rhs.column) }
}
