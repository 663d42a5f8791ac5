/// A MessageFormat pattern that does not parse, or values that do not fit it.
public enum MessageFormatError: CatalogError, Equatable {
    /// ICU could not parse the pattern; `icuName` is ICU's name for the error (`U_PATTERN_SYNTAX_ERROR`)
    /// and `offset` where in the pattern it noticed.
    case syntax(offset: MessageFormat.Offset, icuName: String)
    /// `{name, type}` names a type ICU does not have (`offset` is where the type name starts).
    case unknownType(String, offset: MessageFormat.Offset)
    /// The pattern uses an argument no value was given for; `suggestion` is a given name close to it.
    case missingValue(argument: String, suggestion: String?)
    /// A value of the wrong kind: a plural (or `{n, number}`) needs a number, a select needs text.
    case mismatchedValue(argument: String, kind: MessageFormat.Argument.Kind)
    /// ICU failed for another reason (out of memory, an argument ICU could not format).
    case icu(ICUError)

    /// The argument types ICU 72's MessageFormat knows besides plural, select and selectordinal.
    static let simpleTypes = ["number", "date", "time", "spellout", "ordinal", "duration"]
    /// The simple types that format a number.
    package static let numberTypes = ["number", "spellout", "ordinal", "duration"]
    /// Every argument type, for "did you mean".
    static let allTypes = ["plural", "select", "selectordinal", "choice"] + simpleTypes

    /// What is wrong, with the position as a character offset in the pattern.
    public var description: String {
        switch self {
        case .syntax(let offset, let icuName):
            "MessageFormat syntax error at character \(offset.character) (\(icuName))"
        case .unknownType(let type, let offset):
            "unknown MessageFormat argument type \"\(type)\" at character \(offset.character)"
        case .missingValue(let argument, _):
            "no value for the argument {\(argument)}"
        case .mismatchedValue(let argument, let kind):
            "the \(kind.rawValue) argument {\(argument)} needs \(kind == .select ? "text" : "a number")"
        case .icu(let error):
            error.description
        }
    }

    /// How to fix it.
    public var hint: String? {
        switch self {
        case .syntax(_, "U_UNMATCHED_BRACES"):
            "every { needs its }; to write a brace as text, quote it: '{'"
        case .syntax(_, "U_DEFAULT_KEYWORD_MISSING"):
            "a plural or select needs an 'other' case"
        case .syntax(_, "U_DUPLICATE_KEYWORD"):
            "each case keyword may appear once per argument"
        case .syntax:
            "write {name}, {name, plural, one {# day} other {# days}} or {name, select, yes {…} other {…}}; "
                + "quote a literal brace as '{'"
        case .unknownType(let type, _):
            EditDistance.closest(to: type, among: Self.allTypes).first.map { "did you mean \($0)?" }
                ?? "the types are \(Self.allTypes.joined(separator: ", "))"
        case .missingValue(_, let suggestion?):
            "did you mean {\(suggestion)}?"
        case .missingValue:
            "give a value for it, or remove it from the pattern"
        case .mismatchedValue(_, .select):
            "pass .text(\"yes\") or another keyword of the select"
        case .mismatchedValue:
            "pass .number or .decimal"
        case .icu(let error):
            error.hint
        }
    }
}
