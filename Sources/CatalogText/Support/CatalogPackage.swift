/// Facts about this package as a whole.
public enum CatalogPackage {
    /// The package's version, in semantic versioning: the release that `catalog-site --version` prints
    /// and that a dependency names with `.package(url: …, from: CatalogPackage.version)`.
    ///
    /// The one place the version is written; a test checks that the README's dependency snippet uses it.
    public static let version = "1.0.0"
}
