import Catalog

/// One translation read from a translation file, with where it was read.
struct IncomingTranslation: Sendable {
    /// The trans-unit ID or String Catalog key.
    let id: String
    /// The language of the text.
    let language: LocaleID
    /// The translated text.
    let text: String
    /// The file it came from.
    let file: String
    /// Where the text is in that file.
    let location: Diagnostic.Location
    /// An XPath or JSON path to it.
    let path: String
}
