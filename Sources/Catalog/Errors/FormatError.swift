/// A text could not be written: ICU failed, or one of the phrases has no text for it.
///
/// What the formatters of durations, prices per period and offer sentences throw when the input is
/// valid but the text cannot be made; each case keeps the underlying error, and the description and
/// hint are its own.
///
/// ```swift
/// do {
///     _ = try PeriodFormatter(locale: LocaleID("de_DE")).duration(SubscriptionPeriod("P3M"))
/// } catch {
///     print(error.explanation)  // error is FormatError
/// }
/// ```
public enum FormatError: CatalogError, Equatable {
    /// ICU refused an operation.
    case icu(ICUError)
    /// A phrase has no text, or no variant, for the language or count.
    case phrase(PhraseError)

    /// The underlying error's description.
    public var description: String {
        switch self {
        case .icu(let error): error.description
        case .phrase(let error): error.description
        }
    }

    /// The underlying error's hint.
    public var hint: String? {
        switch self {
        case .icu(let error): error.hint
        case .phrase(let error): error.hint
        }
    }
}

extension FormatError {
    /// The result of an ICU call, its error as a `FormatError`.
    static func catchingICU<Value>(_ body: () throws(ICUError) -> Value) throws(FormatError) -> Value {
        do { return try body() } catch { throw .icu(error) }
    }

    /// The result of a phrase lookup, its error as a `FormatError`.
    static func catchingPhrase<Value>(_ body: () throws(PhraseError) -> Value) throws(FormatError) -> Value {
        do { return try body() } catch { throw .phrase(error) }
    }
}
