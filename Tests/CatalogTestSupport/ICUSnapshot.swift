import CatalogSnapshotTesting
import Testing

/// Asserts a text snapshot stored under `__Snapshots__/ICU<major>/<TestFile>/`, so strings produced by
/// one ICU/CLDR version are never compared with another's: CatalogSnapshotTesting's
/// `assertCatalogSnapshot` with swift-snapshot-testing's `.lines`.
public func assertICUSnapshot(
    of text: String,
    named name: String,
    filePath: StaticString = #filePath,
    fileID: StaticString = #fileID,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertCatalogSnapshot(
        of: text, as: .lines, named: name, fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}
