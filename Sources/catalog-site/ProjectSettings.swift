import ArgumentParser
import CatalogSite

/// The project file (`catalog-site.json`) of the current folder, as `lint`, `build` and `serve` read it.
///
/// Only the current folder is searched, not its parents, so the paths in the file mean what they would
/// mean on the command line. A file that cannot be used is a usage error: every problem is printed and
/// the command exits 2 before reading any catalog.
enum ProjectSettings {
    /// The current folder's project file, or nil when it has none.
    ///
    /// - Throws: `ExitStatus.usageOrSystemError` after printing the file's problems.
    static func load(inDirectory directory: String = ".") throws -> ProjectFile? {
        switch Result(catching: { () throws(ProjectFileError) -> ProjectFile? in try ProjectFile.load(inDirectory: directory) }) {
        case .success(let project): return project
        case .failure(let error):
            StandardStream.error.write(error.rendered + "\n")
            throw ExitStatus.usageOrSystemError
        }
    }
}
