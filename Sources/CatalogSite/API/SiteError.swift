import Catalog

/// A build failed: in which step, about which path, why, and what to do.
public struct SiteError: CatalogError {
    /// The pipeline step ("load catalogs", "render pages", "swap in the new site").
    public let step: String
    /// The file or folder concerned.
    public let path: String
    public let reason: String
    public let hint: String?
    /// Catalog diagnostics that stopped the build, if any.
    public let diagnostics: [Diagnostic]
    /// Whether the input, the request or the system is at fault.
    public let kind: Kind
    /// Lines to show before the error itself: each problem of a theme with its offending line.
    public let details: String?

    public init(
        step: String, path: String, reason: String, hint: String? = nil, diagnostics: [Diagnostic] = [], kind: Kind = .input,
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

    public var description: String { "\(step): \(path): \(reason)" }
}
