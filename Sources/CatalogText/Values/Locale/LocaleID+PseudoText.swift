extension LocaleID.Pseudo {
    /// Plain text made pseudo: store metadata (product names, descriptions) and CLDR text after
    /// formatting ("3 months").
    ///
    /// Only letters change. Digits, punctuation, currency symbols, URLs (`https://…`, `www.…`),
    /// `{placeholders}` and printf specifiers (`%@`, `%1$d`) are kept as they are.
    ///
    /// ```swift
    /// LocaleID.Pseudo.accented.text("Pro Monthly")  // "[Ṗŕó Ḿóñţĥļý one two]"
    /// ```
    public func text(_ text: String) -> String {
        guard !text.isEmpty else { return text }
        var writer = Writer(pseudo: self)
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            if let end = Self.protectedEnd(in: characters, at: index, braces: true) {
                writer.verbatim(characters[index..<end])
                index = end
            } else {
                writer.literal(characters[index])
                index += 1
            }
        }
        return writer.finished(length: writer.literalCount)
    }

    /// An ICU MessageFormat pattern made pseudo, before it is formatted: only its literal text changes.
    ///
    /// Arguments (`{price}`, `{n, number}`) stay as they are; the messages of `plural`, `select` and
    /// `selectordinal` arguments are made pseudo with their keywords, selectors and `#` kept; quoted
    /// text (`'{'`) and doubled apostrophes stay as written. Catalog's own phrases, whose
    /// placeholders are `{name}`, are read the same way.
    ///
    /// ```swift
    /// LocaleID.Pseudo.accented.pattern("{trialDays, plural, one {# day free} other {# days free}}")
    /// // "[{trialDays, plural, one {# ðáý ƒŕéé} other {# ðáýš ƒŕéé}} one two]"
    /// ```
    public func pattern(_ pattern: String) -> String {
        guard !pattern.isEmpty else { return pattern }
        var writer = Writer(pseudo: self)
        let characters = Array(pattern)
        var index = 0
        let length = Self.message(characters, &index, into: &writer)
        // An unbalanced "}" ends the top-level message early: keep the rest as written.
        if index < characters.count { writer.verbatim(characters[index...]) }
        return writer.finished(length: length)
    }

    // MARK: - MessageFormat

    /// Reads a message up to its closing "}" or the end, writing literal text through `writer`;
    /// returns the message's literal length (the longest branch of each plural or select).
    private static func message(_ text: [Character], _ index: inout Int, into writer: inout Writer) -> Int {
        var length = 0
        while index < text.count {
            let character = text[index]
            // The end of a nested message, or an unbalanced brace, which ends the top-level one.
            if character == "}" { return length }
            if character == "'", index + 1 < text.count {
                let next = text[index + 1]
                if next == "'" {
                    writer.verbatim(text[index...(index + 1)])
                    index += 2
                    length += 1
                    continue
                }
                if "{}#|".contains(next) {
                    // Quoted literal text, up to the next single apostrophe ("''" inside is one apostrophe).
                    var end = index + 1
                    while end < text.count {
                        if text[end] == "'" {
                            if end + 1 < text.count, text[end + 1] == "'" { end += 2; continue }
                            end += 1
                            break
                        }
                        end += 1
                    }
                    writer.verbatim(text[index..<end])
                    length += max(0, end - index - 2)  // shown without its two quotes
                    index = end
                    continue
                }
            }
            if character == "{" {
                length += argument(text, &index, into: &writer)
                continue
            }
            if let end = protectedEnd(in: text, at: index, braces: false) {
                writer.verbatim(text[index..<end])
                index = end
                continue
            }
            writer.literal(character)
            length += 1
            index += 1
        }
        return length
    }

    /// Reads an argument from its "{" to its "}": a simple one is kept as written; the messages of a
    /// plural, select or selectordinal are made pseudo. Returns the longest message's literal length.
    private static func argument(_ text: [Character], _ index: inout Int, into writer: inout Writer) -> Int {
        // The argument's name and type, up to the second comma at this level or the closing brace.
        var header = index + 1
        var commas = 0
        while header < text.count, text[header] != "}", text[header] != "{", commas < 2 {
            if text[header] == "," { commas += 1 }
            header += 1
        }
        let parts = String(text[(index + 1)..<header]).split(separator: ",", omittingEmptySubsequences: false)
        let type = parts.count > 1 ? String(parts[1]).trimmingASCIIWhitespace() : ""
        guard commas == 2, ["plural", "select", "selectordinal"].contains(type) else {
            // A simple argument ("{price}", "{n, number, integer}"): kept with everything it nests.
            let end = matchingBrace(in: text, from: index)
            writer.verbatim(text[index..<end])
            index = end
            return 0
        }
        writer.verbatim(text[index..<header])
        index = header
        var longest = 0
        // Selectors ("one", "=0", "offset:1") and their messages, up to the argument's closing brace.
        while index < text.count, text[index] != "}" {
            if text[index] == "{" {
                writer.verbatim(["{"])
                index += 1
                longest = max(longest, message(text, &index, into: &writer))
                if index < text.count {
                    writer.verbatim(["}"])
                    index += 1
                }
            } else {
                writer.verbatim([text[index]])
                index += 1
            }
        }
        if index < text.count {
            writer.verbatim(["}"])
            index += 1
        }
        return longest
    }

    /// The index after the "}" that closes the "{" at `start` (nested braces count), or the end.
    private static func matchingBrace(in text: [Character], from start: Int) -> Int {
        var depth = 0
        var index = start
        while index < text.count {
            if text[index] == "{" { depth += 1 }
            if text[index] == "}" {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return text.count
    }

    // MARK: - Text kept as written

    /// The end of a URL, printf specifier or (with `braces`) `{placeholder}` starting at `index`, nil
    /// when none starts there.
    private static func protectedEnd(in text: [Character], at index: Int, braces: Bool) -> Int? {
        let character = text[index]
        if braces, character == "{" {
            let end = matchingBrace(in: text, from: index)
            return text[end - 1] == "}" ? end : nil
        }
        if character == "%" { return printfEnd(in: text, at: index) }
        if character.isLetter, index == 0 || !text[index - 1].isLetter, isURL(text, at: index) {
            var end = index
            while end < text.count, !text[end].isWhitespace { end += 1 }
            // Sentence punctuation after a link is not part of it.
            while end > index, ".,;:!?)".contains(text[end - 1]) { end -= 1 }
            return end
        }
        return nil
    }

    /// Whether a URL starts here: a scheme and "://", "mailto:" or "www.".
    private static func isURL(_ text: [Character], at index: Int) -> Bool {
        let rest = String(text[index..<min(text.count, index + 40)]).lowercased()
        if rest.hasPrefix("www.") || rest.hasPrefix("mailto:") { return true }
        guard let colon = rest.firstIndex(of: ":") else { return false }
        let scheme = rest[..<colon]
        return !scheme.isEmpty && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }
            && rest[colon...].hasPrefix("://")
    }

    /// The end of a printf specifier ("%@", "%d", "%1$@", "%.2f", "%lld", "%%") at `index`, nil if none.
    private static func printfEnd(in text: [Character], at index: Int) -> Int? {
        var end = index + 1
        func skip(while condition: (Character) -> Bool) {
            while end < text.count, condition(text[end]) { end += 1 }
        }
        skip { $0.isASCII && $0.isNumber }
        if end < text.count, text[end] == "$" { end += 1 } else { end = index + 1 }
        skip { "-+ 0#".contains($0) }
        skip { $0.isASCII && $0.isNumber }
        if end < text.count, text[end] == "." {
            end += 1
            skip { $0.isASCII && $0.isNumber }
        }
        skip { "hlqzjt".contains($0) }
        guard end < text.count, "@dDiuUxXoOfFeEgGcCsSaAp%".contains(text[end]) else { return nil }
        return end + 1
    }

    // MARK: - Writing

    /// Collects literal text, which is made pseudo, and protected text, which is kept.
    private struct Writer {
        let pseudo: LocaleID.Pseudo
        var output = ""
        var pending: [Character] = []
        /// Literal characters seen, for the accented padding of plain text.
        var literalCount = 0

        init(pseudo: LocaleID.Pseudo) { self.pseudo = pseudo }

        mutating func literal(_ character: Character) {
            pending.append(character)
            literalCount += 1
        }

        mutating func verbatim(_ text: some Sequence<Character>) {
            flush()
            output.append(contentsOf: text)
        }

        mutating func flush() {
            guard !pending.isEmpty else { return }
            switch pseudo {
            case .accented: output.append(contentsOf: pending.map(LocaleID.Pseudo.accent))
            case .bidi: output += LocaleID.Pseudo.reversingWords(pending)
            }
            pending.removeAll()
        }

        /// The text with brackets and padding for `length` literal characters (accented) around it.
        mutating func finished(length: Int) -> String {
            flush()
            guard pseudo == .accented else { return output }
            return "[" + output + LocaleID.Pseudo.padding(for: length) + "]"
        }
    }

    /// The accented look-alike of an ASCII letter; every other character as it is.
    static func accent(_ character: Character) -> Character {
        guard let ascii = character.asciiValue, character.isLetter else { return character }
        let index = Int(ascii | 0x20) - 0x61
        return (ascii < 0x61 ? upperAccents : lowerAccents)[index]
    }

    private static let lowerAccents = Array("áḃçðéḟĝĥíĵķļḿñóṗǫŕšţúṽŵẋýž")
    private static let upperAccents = Array("ÁḂÇÐÉḞĜĤÍĴĶĻḾÑÓṖǪŔŠŢÚṼŴẊÝŽ")

    /// Padding words for `count` literal characters: " one two …" of at least 40% of `count`
    /// characters (rounded up), the words in English so that they read as padding.
    static func padding(for count: Int) -> String {
        let needed = (count * 2 + 4) / 5
        var padding = ""
        var word = 0
        while padding.count < needed {
            padding += " " + paddingWords[word % paddingWords.count]
            word += 1
        }
        return padding
    }

    private static let paddingWords = [
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen",
        "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
    ]

    /// Every word (letters, with apostrophes and hyphens between letters) wrapped as Android's `ar-XB`
    /// wraps it: RLM, RLO, the word, PDF, RLM. Digits, spaces and punctuation stay outside.
    static func reversingWords(_ text: [Character]) -> String {
        var output = ""
        var index = 0
        while index < text.count {
            guard text[index].isLetter else {
                output.append(text[index])
                index += 1
                continue
            }
            var end = index + 1
            while end < text.count,
                text[end].isLetter || ("'’-".contains(text[end]) && end + 1 < text.count && text[end + 1].isLetter)
            {
                end += 1
            }
            output += "\u{200F}\u{202E}" + String(text[index..<end]) + "\u{202C}\u{200F}"
            index = end
        }
        return output
    }
}
