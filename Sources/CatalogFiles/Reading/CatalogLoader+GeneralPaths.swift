import CatalogJSON
import CatalogText

extension CatalogLoader {
    /// Reads catalog text as `load(bytes:file:)` does, but along the general path everywhere: the parser
    /// reads byte by byte, the readers read plain copy and localizations field by field, and a `.storekit`
    /// file's groups are read on one thread. The fuzz targets expect the same output both ways.
    ///
    /// ```swift
    /// let general = CatalogLoader.loadAlongGeneralPaths(bytes: bytes, file: "shop.json")
    /// ```
    @_spi(Fuzzing) public static func loadAlongGeneralPaths(bytes: [UInt8], file: String) -> Output {
        load(bytes: bytes, file: file, fastPaths: false)
    }
}
