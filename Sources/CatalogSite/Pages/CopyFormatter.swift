import Catalog

/// Formats a paywall's copy (ICU MessageFormat patterns) with the variables of one eligibility state.
///
/// A field without `{` or `'` is shown exactly as written. A field that cannot be formatted (a syntax
/// error, a variable the plan has no value for) is shown as written too, with a review note: a preview
/// never fails over copy, and `lint` reports the same problem as an error. A field the state never shows
/// (`callToAction` for customers who get no offer on a paywall with one) is neither formatted nor noted.
struct CopyFormatter {
    /// The copy's text in one eligibility state, after formatting; nil for a field the state does not show.
    struct Text: Equatable {
        let title: String?
        let subtitle: String?
        let features: [String]
        /// The copy's text for the state's button, nil when it has none (the page's label then): the
        /// copy's `callToAction` for customers who get the offer; for the others its
        /// `callToActionWithoutOffer`, else, without an offer on the paywall, its `callToAction`.
        let callToAction: String?
        /// The patterns shown as written because they could not be formatted.
        var unformatted: Set<String> = []
    }

    /// The locale whose plural rules the patterns were written for: the copy's translation.
    let locale: LocaleID
    /// The texts of the copy taken from the source locale's (`Paywall.Copy.filled(from:)`), written
    /// for its plural rules: the fields, the first feature taken, the source locale, and the variables'
    /// values in its conventions.
    var borrowed: (fields: Set<Paywall.Copy.Field>, firstFeature: Int, locale: LocaleID, values: [String: MessageFormat.Value])?
    /// The variables' values as MessageFormat arguments.
    let values: [String: MessageFormat.Value]
    /// Whether the state is the one of customers who get the introductory offer.
    let isEligible: Bool

    init(locale: LocaleID, variables: CopyVariables?, isEligible: Bool) {
        self.locale = locale
        self.isEligible = isEligible
        self.values =
            variables?.messageValues ?? [CopyVariables.Name.eligible.rawValue: .text(isEligible ? "yes" : "no")]
    }

    /// Every field of `copy` the state shows, formatted; a note for each field that could not be.
    ///
    /// With an offer on the paywall (`hasOffer`), customers who get it see `callToAction` and the others
    /// `callToActionWithoutOffer`; without one, everyone sees `callToActionWithoutOffer`, else `callToAction`.
    func format(_ copy: Paywall.Copy, hasOffer: Bool, notes: inout [ReviewNote]) -> Text {
        var unformatted: Set<String> = []
        func field(_ pattern: String?, _ name: String, _ field: Paywall.Copy.Field, index: Int? = nil, shown: Bool = true) -> String? {
            guard shown, let pattern else { return nil }
            let isBorrowed = borrowed.map { $0.fields.contains(field) && (index ?? .max) >= $0.firstFeature } ?? false
            let locale = isBorrowed ? borrowed?.locale ?? locale : locale
            let values = isBorrowed ? borrowed?.values ?? values : values
            let (text, isFormatted) = format(pattern, locale: locale, values: values, field: name, notes: &notes)
            if !isFormatted { unformatted.insert(pattern) }
            return text
        }
        let hasOwnCallWithoutOffer = copy.callToActionWithoutOffer.map { !$0.isEmpty } ?? false
        let title = field(copy.title, "title", .title), subtitle = field(copy.subtitle, "subtitle", .subtitle)
        let features = copy.features.enumerated().compactMap { field($1, "feature \($0 + 1)", .features, index: $0) }
        let call = field(copy.callToAction, "callToAction", .callToAction, shown: isEligible || (!hasOffer && !hasOwnCallWithoutOffer))
        let callWithoutOffer = field(
            copy.callToActionWithoutOffer, "callToActionWithoutOffer", .callToActionWithoutOffer, shown: !isEligible)
        return Text(
            title: title, subtitle: subtitle, features: features,
            callToAction: isEligible ? call?.nonEmpty : callWithoutOffer?.nonEmpty ?? (hasOffer ? nil : call?.nonEmpty),
            unformatted: unformatted)
    }

    /// One field: the pattern formatted, or as written when it is plain text or cannot be formatted
    /// (then `isFormatted` is false).
    private func format(
        _ pattern: String, locale: LocaleID, values: [String: MessageFormat.Value], field: String, notes: inout [ReviewNote]
    ) -> (
        text: String, isFormatted: Bool
    ) {
        guard Self.isPattern(pattern) else { return (pattern, true) }
        do {
            return (try MessageFormat(pattern, locale: locale).format(values), true)
        } catch {
            notes.append(.copyNotFormatted(field: field, pattern: pattern, isEligible: isEligible, reason: reason(for: error, in: pattern)))
            return (pattern, false)
        }
    }

    /// Whether a field is formatted as a MessageFormat pattern: only text with `{` or `'` is.
    static func isPattern(_ text: String) -> Bool { text.contains { $0 == "{" || $0 == "'" } }

    /// Whether formatting `copy` can read the variables' values: some field of it is a pattern. Plain
    /// copy is shown as written, so its page need not compute them.
    static func usesValues(_ copy: Paywall.Copy) -> Bool {
        let fields = [copy.title, copy.subtitle, copy.callToAction, copy.callToActionWithoutOffer].compactMap { $0 } + copy.features
        return fields.contains(where: isPattern)
    }

    /// Why a pattern could not be formatted, with a hint fit for copy: where a syntax error is, and that
    /// an offer's variable belongs in the `yes` case of the eligibility select.
    func reason(for error: MessageFormatError, in pattern: String) -> String {
        switch error {
        case .syntax(let offset, let icuName):
            return "MessageFormat syntax error at \(Self.marked(pattern, at: offset.character)) (\(icuName)) (hint: \(error.hint ?? ""))"
        case .unknownType(let type, let offset):
            let hint = error.hint.map { " (hint: \($0))" } ?? ""
            return "unknown MessageFormat argument type \"\(type)\" at \(Self.marked(pattern, at: offset.character))\(hint)"
        case .missingValue(let argument, _) where !isEligible && CopyVariables.Name(rawValue: argument)?.needsOffer == true:
            return "no value for the argument {\(argument)} (hint: put it in the `yes` case of `{eligible, select, yes {…} other {…}}`)"
        default:
            return error.explanation
        }
    }

    /// The pattern up to `offset` (its last 40 characters, after "…" when cut), quoted, with a marker.
    static func marked(_ pattern: String, at offset: Int) -> String {
        let before = pattern.prefix(offset)
        let shown = before.count > 40 ? "…" + before.suffix(40) : String(before)
        return "`\(shown)` ← here"
    }
}
