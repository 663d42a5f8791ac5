import Foundation
import SnapshotTesting
import Testing

/// Asserts that a value matches its snapshot stored for the running ICU major version:
/// `__Snapshots__/ICU<major>/<TestFileName>/<test>.<name>.txt`, next to the test file.
///
/// Call it from a swift-testing `@Test`; a difference, a newly recorded snapshot or a catalog with errors
/// is recorded as an issue at the call, with a line diff in which invisible characters are spelled out.
/// A system ICU update therefore starts a new folder to review instead of failing every snapshot. It
/// works like swift-snapshot-testing's `assertSnapshot`: a missing snapshot is recorded and the test
/// fails once; run it again to compare; `SNAPSHOT_TESTING_RECORD=all swift test` records every snapshot anew.
///
/// ```swift
/// import CatalogSnapshotTesting
/// import Testing
///
/// @Test func catalogText() {
///     assertCatalogSnapshot(of: CatalogFiles("catalogs/app.json"), as: .strings(locales: ["de-DE", "ja-JP"]))
/// }
/// ```
///
/// - Parameters:
///   - value: The value to snapshot.
///   - snapshotting: How to turn the value into text and compare it (``SnapshotTesting/Snapshotting/strings``,
///     ``SnapshotTesting/Snapshotting/html``, or any other strategy, such as `.lines`).
///   - name: The snapshot's name in its file name; nil numbers the test's snapshots 1, 2, ….
///   - record: The record mode; nil for the current configuration's (`SNAPSHOT_TESTING_RECORD`, the
///     `.snapshots(record:)` trait, or `.missing`).
///   - timeout: How long an asynchronous strategy may take, in seconds.
///   - fileID: The test's file ID, for the failure's location.
///   - filePath: The test file: the snapshots are stored next to it.
///   - testName: The test function: the first part of the snapshot's file name.
///   - line: The line of the failure's location.
///   - column: The column of the failure's location.
public func assertCatalogSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let failure = verifyCatalogSnapshot(
        of: try value(), as: snapshotting, named: name, record: record, timeout: timeout, fileID: fileID, filePath: filePath,
        testName: testName, line: line, column: column)
    guard let failure else { return }
    Issue.record(
        Comment(rawValue: failure),
        sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
}
