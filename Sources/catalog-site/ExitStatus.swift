import ArgumentParser
import Catalog

/// The exit statuses every subcommand uses, so that a CI step can tell a bad catalog from a bad call.
///
/// 0: success, warnings allowed. 1: the input has errors (a catalog, a theme, a price or locale given to
/// `price`). 2: the command line is wrong (unknown option, missing or empty value, unknown subcommand) or
/// the system refused (a folder that cannot be written, a missing tool).
enum ExitStatus {
    /// The input has errors.
    static let inputErrors = ExitCode(1)
    /// A usage error, or an I/O error that is not the input's fault.
    static let usageOrSystemError = ExitCode(2)

    /// The rules of findings about the paths themselves rather than a catalog's content (a path that
    /// does not exist, cannot be read or holds no catalog): the input could not be used at all, so a
    /// command exits 2, as for a wrong flag, not 1.
    static let usageErrorRules: Set<Diagnostic.Rule> = [.fileNotFound, .fileUnreadable, .noCatalogFiles]
}
