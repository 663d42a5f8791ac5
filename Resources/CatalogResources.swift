import Foundation

/// The bundle that holds `Localizable/Localizable.xcstrings`, Catalog's own phrases in every language.
///
/// A target of its own so that `Resources/Localizable` stays at the top of the repository, where
/// translators find it, and is still bundled when Catalog is used as a package dependency.
public enum CatalogResources {
    /// The folder of string catalogs.
    public static var localizableDirectory: URL? {
        Bundle.module.url(forResource: "Localizable", withExtension: nil)
    }
}
