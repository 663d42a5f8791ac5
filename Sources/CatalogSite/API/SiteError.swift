import Catalog

/// A build failed: in which step, about which path, why, and what to do.
public struct SiteError: CatalogError {
    /// The pipeline step that failed.
    public let step: SiteBuildStep
    /// The file or folder concerned.
    public let path: String
    /// What went wrong.
    public let reason: String
    /// What to do about it, when there is something to do.
    public let hint: String?
    /// Catalog diagnostics that stopped the build, if any.
    public let diagnostics: [Diagnostic]
    /// Whether the input, the request or the system is at fault.
    public let kind: Kind
    /// Lines to show before the error itself: each problem of a theme with its offending line.
    public let details: String?

    /// Makes an error of a step about a path.
    ///
    /// - Parameters:
    ///   - step: The pipeline step that failed.
    ///   - path: The file or folder concerned.
    ///   - reason: What went wrong.
    ///   - hint: What to do about it.
    ///   - diagnostics: Catalog diagnostics that stopped the build.
    ///   - kind: Whether the input, the request or the system is at fault.
    ///   - details: Lines to show before the error itself.
    public init(
        step: SiteBuildStep, path: String, reason: String, hint: String? = nil, diagnostics: [Diagnostic] = [], kind: Kind = .input,
        details: String? = nil
    ) {
        self.step = step
        self.path = path
        self.reason = reason
        self.hint = hint
        self.diagnostics = diagnostics
        self.kind = kind
        self.details = details
    }

    /// "load catalogs: catalogs/app.json: the file cannot be read as a catalog".
    public var description: String { "\(step.rawValue): \(path): \(reason)" }
}
