import Foundation
import SnapshotTesting

/// Compares a value with its snapshot under `__Snapshots__/ICU<major>/<TestFileName>/` and returns the failure
/// message, or `nil` when it matches; ``assertCatalogSnapshot(of:as:named:record:timeout:fileID:filePath:testName:line:column:)``
/// records that message as a test issue.
///
/// Use it to report failures some other way, for example from XCTest:
///
/// ```swift
/// if let message = verifyCatalogSnapshot(of: CatalogFiles("catalogs"), as: .strings(locales: ["de-DE"])) {
///     XCTFail(message)
/// }
/// ```
///
/// The snapshot is `<test>.<name>.<extension>` in the folder of the ICU major version this process runs with
/// (`CatalogPackage.icuVersion`), next to the test file, so strings made by another ICU/CLDR version are never
/// compared with these. A missing snapshot is recorded and reported, as `verifySnapshot` does; when the folder
/// of this ICU version has none yet but another version's has, the message says so first. When a strategy of
/// this package cannot make its text (catalog errors, a page the build does not make), the message says why
/// and nothing is recorded.
///
/// - Parameters:
///   - value: The value to snapshot.
///   - snapshotting: How to turn the value into text and compare it (``SnapshotTesting/Snapshotting/strings``,
///     ``SnapshotTesting/Snapshotting/html``, or any other strategy).
///   - name: The snapshot's name in its file name; nil numbers the test's snapshots 1, 2, ….
///   - record: The record mode; nil for the current configuration's (`SNAPSHOT_TESTING_RECORD`, the
///     `.snapshots(record:)` trait, or `.missing`).
///   - timeout: How long an asynchronous strategy may take, in seconds.
///   - fileID: The test's file ID, for the failure's location.
///   - filePath: The test file: the snapshots are stored next to it.
///   - testName: The test function: the first part of the snapshot's file name.
///   - line: The line of the failure's location.
///   - column: The column of the failure's location.
/// - Returns: The failure message, or `nil` when the value matches its snapshot.
public func verifyCatalogSnapshot<Value, Format>(
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
) -> String? {
    verify(
        try value(), as: snapshotting, named: name, record: record, timeout: timeout, in: ICUSnapshotFolder(filePath: "\(filePath)"),
        fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}
