import Catalog

/// What the first steps of a build (load catalogs, load theme, plan pages) make, for the steps that write
/// the site.
struct PreparedSite: Sendable {
    let catalogs: [LoadedCatalog]
    /// The catalogs' findings, as the report lists them.
    let diagnostics: [Diagnostic]
    let theme: Theme
    let plan: SitePlan
    /// What step "load catalogs" made of each file read alone, by file: what `IncrementalSite` keeps.
    let alone: [String: CatalogRead]
}
