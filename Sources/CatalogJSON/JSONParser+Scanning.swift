extension JSONParser {
    /// How the parser reads plain runs of bytes: string contents, indentation and, in the UTF-8 check,
    /// ASCII text.
    ///
    /// ```swift
    /// let node = try JSONParser.parse(bytes, scanning: .bytes)  // the general path, for comparison
    /// ```
    package enum Scanning: Sendable, Equatable {
        /// Eight bytes at a time where a whole word is plain (the fast path, and the default).
        case wordsAtATime
        /// Every byte on its own: the general path the word scan mirrors.
        case bytes
    }
}
