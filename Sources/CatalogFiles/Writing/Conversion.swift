/// What converting a catalog to another format gives: the files to write and what the target format
/// could not hold.
///
/// ```swift
/// let conversion = StoreKitWriter.convert(catalog)
/// conversion.files[0].text    // the .storekit file
/// conversion.warnings         // ["product \"pro.monthly\": prices for DE, FR dropped (…)"]
/// ```
package struct Conversion: Sendable, Equatable {
    /// One file of the output.
    package struct File: Sendable, Equatable {
        /// The path under the output folder ("premium.subscription.json"); "" for a single-file output,
        /// which is written at the output path itself.
        package let name: String
        /// The file's text.
        package let text: String
    }

    /// The files, in the order to write them.
    package var files: [File]
    /// Each thing the target cannot hold, named with the object it belonged to, in catalog order.
    package var warnings: [String]
    /// What a reader of the output should know that is not a loss (which storefront's prices were taken).
    package var notes: [String]

    package init(files: [File] = [], warnings: [String] = [], notes: [String] = []) {
        self.files = files
        self.warnings = warnings
        self.notes = notes
    }
}
