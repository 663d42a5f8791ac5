extension CatalogLoader {
    /// What reading a file produced: the catalog, when there is one, and the reader's diagnostics.
    public struct Output: Sendable {
        /// The file, as the user named it.
        public let file: String
        /// The catalog; nil when the file could not be read as one.
        public let catalog: ProductCatalog?
        /// What reading found (syntax, types, fields, values), in reading order.
        public let diagnostics: [Diagnostic]

        /// Every finding about the file: the reader's diagnostics and the linter's, in file order (by
        /// line and column; findings at one position in the order they were made). Lints the catalog on
        /// each call: keep the result when you need it twice.
        ///
        /// ```swift
        /// let findings = CatalogLoader.load(path: "catalogs/pulse-fitness.json").findings()
        /// ```
        public func findings() -> [Diagnostic] {
            let found = diagnostics + (catalog.map { Linter().lint($0) } ?? [])
            return found.enumerated().sorted {
                ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset)
            }.map(\.element)
        }
    }
}
