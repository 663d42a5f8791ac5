import Catalog

/// What a translation file holds: its translations and the problems found reading it.
struct TranslationFileContents: Sendable {
    /// The translations, in file order.
    var translations: [IncomingTranslation] = []
    /// Problems, in file order.
    var issues: [TranslationIssue] = []
    /// The catalog files the document says it was exported from (XLIFF `original`), with where.
    var originals: [(name: String, location: Diagnostic.Location, path: String)] = []
}
