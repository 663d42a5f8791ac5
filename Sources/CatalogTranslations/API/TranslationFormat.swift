/// The file formats translations are exchanged in.
public enum TranslationFormat: String, Sendable, CaseIterable {
    /// XLIFF 1.2: one file per target language (`NAME.de-DE.xliff`).
    case xliff
    /// An Xcode String Catalog: one file with every language (`NAME.xcstrings`).
    case xcstrings
}
