import CICU

/// A copy text in ICU MessageFormat with named arguments, parsed once for a locale and formatted with
/// ICU 72's own `icu::MessageFormat`, so plural categories and digits are CLDR's.
///
/// ```swift
/// let message = try MessageFormat(
///     "{trialDays, plural, one {# день} few {# дня} many {# дней} other {# дня}} бесплатно",
///     locale: LocaleID("ru"))
/// try message.format(["trialDays": .number(22)])  // "22 дня бесплатно"
/// message.arguments[0].selectors                 // ["one", "few", "many", "other"]
/// ```
///
/// Arguments are `{name}`, `{name, plural, one {…} other {…}}` (with `#` for the number and `=0` for an
/// exact value), `{name, selectordinal, …}` and `{name, select, yes {…} other {…}}`; cases nest.
///
/// **Apostrophes** follow ICU's default mode (`DOUBLE_OPTIONAL`): an apostrophe is text unless it is
/// followed by `{`, `}`, `#` (inside a plural), `|` or another apostrophe, where it starts quoted text.
///
/// | Pattern | Text |
/// |---|---|
/// | `L'essai gratuit` | `L'essai gratuit` |
/// | `a '{' brace` | `a { brace` |
/// | `'{price}' is {price}` | `{price} is $1` |
/// | `It''s {price}` and `It''s` | `It's $1` and `It's` |
/// | `l''{price}` | `l'offre` |
/// | `l'{price}` | `l{price}`: the apostrophe quotes the brace, so write `l''{price}` |
///
/// Text without braces and apostrophes comes back unchanged (without calling ICU).
///
/// A value is `Sendable` and may be formatted from any number of tasks; opened patterns are shared per
/// (locale, pattern).
public struct MessageFormat: Sendable {
    /// The pattern as given.
    public let pattern: String
    /// The locale whose plural rules and digits are used.
    public let locale: LocaleID
    /// The pattern's top-level arguments in order, each with the arguments nested in its cases.
    public var arguments: [Argument] { storage?.arguments ?? [] }

    private let storage: Storage?

    /// Parses `pattern` for `locale`.
    ///
    /// - Throws: `MessageFormatError.syntax` with the offset of the error, or `.unknownType`.
    public init(_ pattern: String, locale: LocaleID) throws(MessageFormatError) {
        self.pattern = pattern
        self.locale = locale
        if Self.isPlainText(pattern) {
            self.storage = nil
        } else {
            // Pseudo-locales format with their base language's data (en for en-XA and ar-XB).
            self.storage = try Caches.messageFormat(pattern: pattern, locale: locale.dataIdentifier)
        }
    }

    /// Every argument name of the pattern, nested ones included, each once, in order of appearance.
    public var argumentNames: [String] {
        var names: [String] = []
        func collect(_ arguments: [Argument]) {
            for argument in arguments {
                if !names.contains(argument.name) { names.append(argument.name) }
                for item in argument.cases { collect(item.arguments) }
            }
        }
        collect(arguments)
        return names
    }

    /// The text for `values`, keyed by argument name.
    ///
    /// Every argument the values reach must have one: a `select` takes only the case its text chooses
    /// (or `other`), a `plural` needs the values of all its cases. Extra values are ignored.
    ///
    /// - Throws: `MessageFormatError.missingValue` (with the closest given name), `.mismatchedValue`, or
    ///   `.icu`.
    public func format(_ values: [String: Value] = [:]) throws(MessageFormatError) -> String {
        guard let storage else { return pattern }
        try Self.check(storage.arguments, against: values)
        do {
            return try storage.handle.format(values.map { (name: $0.key, value: $0.value) })
        } catch {
            throw .icu(error)
        }
    }

    /// Text ICU would return unchanged: no braces, no apostrophes.
    static func isPlainText(_ pattern: String) -> Bool {
        !pattern.utf8.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: "'") }
    }

    private static func check(_ arguments: [Argument], against values: [String: Value]) throws(MessageFormatError) {
        for argument in arguments {
            guard let value = values[argument.name] else {
                let suggestion = EditDistance.closest(to: argument.name, among: values.keys).first
                throw .missingValue(argument: argument.name, suggestion: suggestion)
            }
            switch (argument.kind, value) {
            case (.select, .text(let text)):
                let chosen = argument.cases.first { $0.selector == text } ?? argument.cases.first { $0.selector == "other" }
                try check(chosen?.arguments ?? [], against: values)
            case (.select, _):
                throw .mismatchedValue(argument: argument.name, kind: .select)
            case (.plural, _), (.selectOrdinal, _), (.choice, _):
                guard value.isNumber else { throw .mismatchedValue(argument: argument.name, kind: argument.kind) }
                for item in argument.cases { try check(item.arguments, against: values) }
            case (.simple, .text) where argument.typeName.map(MessageFormatError.numberTypes.contains) ?? false:
                throw .mismatchedValue(argument: argument.name, kind: .simple)
            case (.none, _), (.simple, _):
                break
            }
        }
    }

    /// An opened pattern and its arguments, shared by every `MessageFormat` of the same locale and pattern.
    final class Storage: Sendable {
        let handle: MessageFormatHandle
        let arguments: [Argument]

        init(pattern: String, locale: String) throws(MessageFormatError) {
            do {
                handle = try MessageFormatHandle(pattern: pattern, locale: locale)
            } catch {
                throw Self.explain(error, pattern: pattern)
            }
            do {
                arguments = Argument.parse(lines: try MessageFormatHandle.argumentLines(of: pattern), pattern: pattern)
            } catch {
                throw .icu(error)
            }
        }

        /// A syntax error at ICU's offset, or (when the pattern parses but ICU refused it, with no useful
        /// offset) an unknown argument type at its name.
        private static func explain(_ failure: MessageFormatHandle.OpenFailure, pattern: String) -> MessageFormatError {
            if let lines = try? MessageFormatHandle.argumentLines(of: pattern) {
                return unknownType(lines: lines, pattern: pattern)
                    ?? .icu(ICUError(operation: "open a message pattern", code: failure.code))
            }
            let name = String(cString: cicu_error_name(failure.code))
            let offset =
                name == "U_UNMATCHED_BRACES"
                ? MessageFormat.unclosedBrace(in: pattern) : MessageFormat.Offset(utf16: failure.utf16Offset, in: pattern)
            return .syntax(offset: offset ?? MessageFormat.Offset(utf16: max(failure.utf16Offset, 0), in: pattern), icuName: name)
        }

        /// The first simple argument whose type ICU does not know, at the offset of its "t" line.
        private static func unknownType(lines: String, pattern: String) -> MessageFormatError? {
            for line in lines.split(separator: "\n") {
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                guard fields.count >= 3, fields[0] == "t", !MessageFormatError.simpleTypes.contains(String(fields[2])) else { continue }
                return .unknownType(String(fields[2]), offset: MessageFormat.Offset(utf16: Int(fields[1]) ?? 0, in: pattern))
            }
            return nil
        }
    }
}
