import Catalog

/// The errors of catalogs that a snapshot must not hide: reading and lint errors (warnings and notes do not
/// stop a snapshot, as they do not stop `catalog-site build`).
enum CatalogCheck {
    /// Throws when the catalog files or folders cannot be used or have errors, with each rule's severity
    /// as `severities` sets it.
    static func requireNoErrors(in paths: [String], severities: Diagnostic.SeverityPolicy) throws(SnapshotFailure) {
        let discovery = CatalogLoader.discover(paths)
        var errors = discovery.problems.filter { $0.severity == .error }
        CatalogLoader.loadCatalogs(discovery.files) { output in
            errors += severities.applied(to: output.findings()).filter { $0.severity == .error }
        }
        if !errors.isEmpty { throw SnapshotFailure(findings: errors) }
    }
}
