/// One exported translation file: its name and its text.
public struct TranslationDocument: Sendable, Hashable {
    /// The file name (`castle-coins.de-DE.xliff`, `castle-coins.xcstrings`).
    public let name: String
    /// The contents, UTF-8.
    public let text: String
}
