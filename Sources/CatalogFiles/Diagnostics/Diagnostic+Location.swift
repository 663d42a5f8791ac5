import CatalogJSON
import CatalogText

extension Diagnostic {
    /// A position in a source file: 1-based line and column (columns count Unicode scalars).
    public struct Location: Sendable, Hashable, Comparable, CustomStringConvertible {
        /// The 1-based line.
        public let line: Int
        /// The 1-based column, counted in Unicode scalars.
        public let column: Int

        /// A position from its line and column (both 1-based).
        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }

        /// The position the JSON parser reports, as diagnostics give it.
        package init(_ position: JSONPosition) {
            self.init(line: position.line, column: position.column)
        }

        /// The first character of a file (1:1), where findings about the whole file point.
        public static let start = Location(line: 1, column: 1)

        /// "line:column".
        public var description: String { "\(line):\(column)" }

        /// Earlier in the file first: by line, then by column.
        public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.line, lhs.column) < (rhs.line, rhs.column) }
    }
}
