extension CatalogLoader {
    /// One catalog of ``loadCatalogs(_:keeping:_:)``, in the order ``loadCatalogs(_:_:)`` gives them.
    package enum KeptOrRead {
        /// A file the caller keeps, not read again.
        case kept(String)
        /// A file read as a catalog of its own (our format, a `.storekit` file, or one that could not be read).
        case alone(Output)
        /// The Google Play files of one app, read together.
        case play(Output)

        /// The catalog read, nil for a kept file.
        package var output: Output? {
            switch self {
            case .kept: nil
            case .alone(let output), .play(let output): output
            }
        }
    }
}
