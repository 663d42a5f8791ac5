import Catalog

/// What step "load catalogs" made of one catalog read: the catalog and its findings, or the errors that
/// leave nothing to preview. `IncrementalSite` keeps those of files read alone for the next update.
struct CatalogRead: Sendable {
    /// The catalog's file (a Play app's folder).
    let file: String
    /// The catalog without its positions and its findings by paywall; nil when it cannot be previewed.
    let catalog: (catalog: ProductCatalog, findings: CatalogFindings)?
    /// Its findings, with the severities the options set.
    let found: [Diagnostic]
    /// The errors that make it unreadable.
    let unreadable: [Diagnostic]
}
