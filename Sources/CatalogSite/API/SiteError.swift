import Catalog

/// A build failed: in which step, about which path, why, and what to do.
///
/// The message and the hint of every failure are written in one place, ``Reason``; the error only adds the
/// step and the path, so `catalog-site build` prints `render pages: app/store/en-us.html: …` for each.
public struct SiteError: CatalogError {
    /// The pipeline step that failed.
    public let step: SiteBuildStep
    /// The file or folder concerned.
    public let path: String
    /// What went wrong, with what the message and the hint need.
    public let reason: Reason

    /// "load catalogs: catalogs/app.json: the file cannot be read as a catalog".
    public var description: String { "\(step.rawValue): \(path): \(reason.message)" }

    /// What to do about it, when there is something to do.
    public var hint: String? { reason.hint }

    /// Whether the input, the request or the system is at fault.
    public var kind: Kind { reason.kind }

    /// Catalog diagnostics that stopped the build, if any: shown before the error itself.
    public var diagnostics: [Diagnostic] { reason.diagnostics }

    /// Lines to show before the error itself: each problem of a theme with its offending line.
    public var details: String? { reason.details }
}
