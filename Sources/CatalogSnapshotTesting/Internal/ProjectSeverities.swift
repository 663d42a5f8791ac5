import Catalog
import CatalogSite

/// The lint rule severities a snapshot follows: the ones chosen, else the project file's, as
/// `catalog-site lint` reads it from the current folder.
enum ProjectSeverities {
    /// `chosen`, or the `rules` of `catalog-site.json` in `directory` (each rule's usual severity without
    /// that file).
    ///
    /// - Throws: `SnapshotFailure` naming the project file when it cannot be used.
    static func resolve(_ chosen: Diagnostic.SeverityPolicy?, inDirectory directory: String = ".") throws(SnapshotFailure)
        -> Diagnostic.SeverityPolicy
    {
        if let chosen { return chosen }
        switch Result(catching: { () throws(ProjectFileError) -> ProjectFile? in try ProjectFile.load(inDirectory: directory) }) {
        case .success(let project): return project?.severities ?? Diagnostic.SeverityPolicy()
        case .failure(let error): throw SnapshotFailure(projectFile: error)
        }
    }
}
