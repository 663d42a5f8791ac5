import Catalog

/// A catalog that could be read, with the folder name its pages go in and its lint findings.
struct LoadedCatalog: Sendable {
    let file: String
    let slug: String
    let catalog: ProductCatalog
    let paywallSlugs: [String]
    let findings: CatalogFindings
}
