import Catalog
import CatalogTestSupport
import Testing

extension EquatableLawTests {
    /// Findings sort by position: by line, then by column; a later line comes after any column of an
    /// earlier one.
    @Test func diagnosticLocation() {
        let classes: [[Diagnostic.Location]] = [
            [.start, Diagnostic.Location(line: 1, column: 1)],
            [Diagnostic.Location(line: 1, column: 2)],
            [Diagnostic.Location(line: 1, column: 10)],
            [Diagnostic.Location(line: 2, column: 1)],
            [Diagnostic.Location(line: 2, column: 3)],
            [Diagnostic.Location(line: 10, column: 1)],
        ]
        checkHashable(equivalenceClasses: classes)
        checkComparable(orderedClasses: classes)
    }
}
