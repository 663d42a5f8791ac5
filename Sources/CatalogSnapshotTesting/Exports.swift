// The strategies are `Snapshotting` values and the assert function takes swift-snapshot-testing's record
// modes, so a test that imports CatalogSnapshotTesting sees SnapshotTesting's API too.
@_exported import SnapshotTesting
