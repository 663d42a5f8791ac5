/// A format `catalog-site convert` writes.
///
/// ```swift
/// let conversion = ConversionTarget.storekit.convert(catalog)
/// ```
package enum ConversionTarget: String, Sendable, CaseIterable {
    /// Catalog's own JSON format: one file.
    case catalog
    /// An Xcode StoreKit configuration file: one file.
    case storekit
    /// Google Play's API bodies: a folder of files.
    case play

    /// The catalog in this format, with what the format cannot hold.
    package func convert(_ catalog: ProductCatalog) -> Conversion {
        switch self {
        case .catalog: Conversion(files: [Conversion.File(name: "", text: CatalogJSONWriter.text(catalog))])
        case .storekit: StoreKitWriter.convert(catalog)
        case .play: PlayWriter.convert(catalog)
        }
    }

    /// Whether the output is a folder of files rather than one file.
    package var writesFolder: Bool { self == .play }
}
