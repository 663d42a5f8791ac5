import CatalogSnapshotTesting
import SnapshotTesting
import Testing

/// Asserts a text snapshot stored under `__Snapshots__/ICU<major>/<TestFile>/`, so strings produced by
/// one ICU/CLDR version are never compared with another's: CatalogSnapshotTesting's
/// `assertCatalogSnapshot` with the diffing it ships for catalog text (`Diffing.catalogText`). The file
/// keeps the text exactly as written (a no-break space stays U+00A0); a failure's diff marks invisible
/// characters (`<U+00A0>`) and names them, as app teams' snapshots of their catalogs do.
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
        of: text, as: Snapshotting(pathExtension: "txt", diffing: .catalogText), named: name, fileID: fileID, filePath: filePath,
        testName: testName, line: line, column: column)
}
