/// A position in a JSON text: 1-based line and column, columns counted in Unicode scalars.
///
/// The parser's own position type, so this module depends on nothing; CatalogFiles reads it as a
/// `Diagnostic.Location` (`Diagnostic.Location(_:)`), which orders and prints positions.
///
/// ```swift
/// let root = try JSONParser.parse(Array(#"{"id": 1}"#.utf8))
/// root["id"]?.position  // line 1, column 8
/// ```
package struct JSONPosition: Sendable, Hashable {
    /// The 1-based line.
    package let line: Int
    /// The 1-based column, counted in Unicode scalars.
    package let column: Int

    /// A position from its line and column (both 1-based).
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
