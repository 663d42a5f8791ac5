import Catalog
import Foundation
import SnapshotTesting
import Testing

/// Asserts a text snapshot stored under `__Snapshots__/ICU<major>/<TestFile>/`, so strings produced by
/// one ICU/CLDR version are never compared with another's.
public func assertICUSnapshot(
    of text: String,
    named name: String,
    filePath: StaticString = #filePath,
    fileID: StaticString = #fileID,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let file = URL(fileURLWithPath: "\(filePath)")
    let directory = file.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent("ICU\(CatalogPackage.icuVersion)")
        .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
    let baseName = String(testName.prefix { $0 != "(" })
    let failure = verifySnapshot(
        of: text, as: .lines, named: name, snapshotDirectory: directory.path,
        fileID: fileID, file: filePath, testName: baseName, line: line, column: column)
    if let failure {
        Issue.record(
            Comment(rawValue: failure),
            sourceLocation: SourceLocation(
                fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
    }
}
