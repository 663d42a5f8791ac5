import CatalogText
import Foundation
import Testing

/// Where a strategy leaves its failure while ``verifyCatalogSnapshot(of:as:named:record:timeout:fileID:filePath:testName:line:column:)``
/// takes the snapshot, so that the failure is reported instead of being compared or recorded.
final class FailureSink: Sendable {
    /// The sink of the snapshot being taken on this task, if any.
    @TaskLocal static var current: FailureSink?

    private let failures = Locked<[SnapshotFailure]>([])

    /// The failures left so far.
    var collected: [SnapshotFailure] { failures.withLock { $0 } }

    /// The strategies' text for `render`'s result: the text, or (after leaving the failure in the current
    /// sink, or recording it as an issue when there is none) a line that says what failed.
    static func text(_ render: () throws(SnapshotFailure) -> String) -> String {
        do {
            return try render()
        } catch {
            if let sink = current {
                sink.failures.withLock { $0.append(error) }
            } else if Test.current != nil {
                Issue.record(Comment(rawValue: "CatalogSnapshotTesting: \(error.message)"))
            }
            return "CatalogSnapshotTesting could not take this snapshot: \(error.message)\n"
        }
    }
}
