extension MessageFormat {
    /// A position in a pattern, counted three ways from its start.
    ///
    /// ICU reports UTF-16 offsets; `character` is what a person counts (a column inside the string),
    /// `utf8` is the byte offset inside the string's UTF-8 (add it to the string's start in a UTF-8 file).
    /// A UTF-16 offset inside a character counts as that character's start.
    public struct Offset: Sendable, Hashable {
        /// `Character`s (grapheme clusters) before the position.
        public let character: Int
        /// UTF-8 bytes before the position.
        public let utf8: Int
        /// UTF-16 code units before the position, as ICU counts.
        public let utf16: Int

        /// The position of the UTF-16 offset `utf16` in `text` (clamped to the text's length).
        init(utf16 offset: Int, in text: String) {
            var characters = 0, utf8 = 0, utf16 = 0
            for character in text {
                let width = character.utf16.count
                if utf16 + width > offset { break }
                characters += 1
                utf16 += width
                utf8 += character.utf8.count
            }
            self.character = characters
            self.utf8 = utf8
            self.utf16 = utf16
        }
    }
}
