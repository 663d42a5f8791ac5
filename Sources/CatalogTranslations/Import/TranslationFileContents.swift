/// What a translation file holds: its translations and the problems found reading it.
struct TranslationFileContents: Sendable {
    /// The translations, in file order.
    var translations: [IncomingTranslation] = []
    /// Problems, in file order.
    var issues: [TranslationIssue] = []
}
