import Catalog

/// The note on standard error of a text command whose sentences use another language's phrases, in the
/// words `build` and `strings` use: `note: Catalog has no bn-BD phrases; buttons and sentences use en
/// (tried bn-BD, bn, bn-Beng-BD, bn-Beng).` The text on standard output stays what it was.
enum PhraseFallbackNote {
    /// Writes the note when `phrases` are a fallback; nothing otherwise.
    static func write(for phrases: Phrasebook) {
        guard let note = phrases.language.fallbackNote(for: phrases.locale) else { return }
        StandardStream.error.write("note: \(note)\n")
    }
}
