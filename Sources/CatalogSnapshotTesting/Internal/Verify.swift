import Foundation
import SnapshotTesting

/// The comparison behind ``verifyCatalogSnapshot(of:as:named:record:timeout:fileID:filePath:testName:line:column:)``,
/// in a given snapshot folder: take the snapshot (a strategy of this package leaves its failure in a
/// ``FailureSink`` instead of its text), compare or record it with swift-snapshot-testing's `verifySnapshot`,
/// and put the folder's note about other ICU versions first.
func verify<Value, Format>(
    _ value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String?,
    record: SnapshotTestingConfiguration.Record?,
    timeout: TimeInterval,
    in folder: ICUSnapshotFolder,
    fileID: StaticString,
    filePath: StaticString,
    testName: String,
    line: UInt,
    column: UInt
) -> String? {
    let baseName = String(testName.prefix { $0 != "(" })
    let note = folder.newVersionNote()
    let failure: String?
    do {
        let value = try value()
        let sink = FailureSink()
        var taken: Format?
        FailureSink.$current.withValue(sink) {
            snapshotting.snapshot(value).run { taken = $0 }
        }
        if let problem = sink.collected.first {
            return "Snapshot\(name.map { " \"\($0)\"" } ?? "") not taken: \(problem.message)"
        }
        if let taken {
            // Compare what was taken, with the strategy's own file extension and diffing.
            failure = verifySnapshot(
                of: taken, as: SimplySnapshotting(pathExtension: snapshotting.pathExtension, diffing: snapshotting.diffing),
                named: name, record: record, snapshotDirectory: folder.directory.path, timeout: timeout, fileID: fileID,
                file: filePath, testName: baseName, line: line, column: column)
        } else {
            // An asynchronous strategy: let swift-snapshot-testing wait for it.
            failure = verifySnapshot(
                of: value, as: snapshotting, named: name, record: record, snapshotDirectory: folder.directory.path,
                timeout: timeout, fileID: fileID, file: filePath, testName: baseName, line: line, column: column)
        }
    } catch {
        return "Snapshot\(name.map { " \"\($0)\"" } ?? "") not taken: the value threw \(error)"
    }
    guard let failure else { return nil }
    return note.map { "\($0)\n\n\(failure)" } ?? failure
}
