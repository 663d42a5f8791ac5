import Catalog

/// Formats a paywall's copy (ICU MessageFormat patterns) with the variables of one eligibility state.
///
/// A field without `{` or `'` is shown exactly as written. A field that cannot be formatted (a syntax
/// error, a variable the plan has no value for) is shown as written too, with a review note: a preview
/// never fails over copy, and `lint` reports the same problem as an error.
struct CopyFormatter {
    /// The copy's text in one eligibility state, after formatting.
    struct Text: Equatable {
        let title: String?
        let subtitle: String?
        let features: [String]
        let callToAction: String?
        let callToActionWithoutOffer: String?
    }

    /// The locale whose plural rules the patterns were written for: the copy's translation.
    let locale: LocaleID
    /// The variables' values as MessageFormat arguments.
    let values: [String: MessageFormat.Value]
    /// Whether the state is the one of customers who get the introductory offer.
    let isEligible: Bool

    init(locale: LocaleID, variables: CopyVariables?, isEligible: Bool) {
        self.locale = locale
        self.isEligible = isEligible
        var values: [String: MessageFormat.Value] = [:]
        if let variables {
            for name in variables.names {
                if let number = variables.number(name) {
                    values[name.rawValue] = .number(number)
                } else if let text = variables.text(name) {
                    values[name.rawValue] = .text(text)
                }
            }
        } else {
            values[CopyVariables.Name.eligible.rawValue] = .text(isEligible ? "yes" : "no")
        }
        self.values = values
    }

    /// Every field of `copy`, formatted; a note for each field that could not be.
    func format(_ copy: Paywall.Copy, notes: inout [ReviewNote]) -> Text {
        func field(_ pattern: String?, _ name: String) -> String? {
            pattern.map { format($0, field: name, notes: &notes) }
        }
        return Text(
            title: field(copy.title, "title"), subtitle: field(copy.subtitle, "subtitle"),
            features: copy.features.enumerated().map { format($1, field: "feature \($0 + 1)", notes: &notes) },
            callToAction: field(copy.callToAction, "callToAction"),
            callToActionWithoutOffer: field(copy.callToActionWithoutOffer, "callToActionWithoutOffer"))
    }

    /// One field: the pattern formatted, or as written when it is plain text or cannot be formatted.
    private func format(_ pattern: String, field: String, notes: inout [ReviewNote]) -> String {
        guard pattern.contains(where: { $0 == "{" || $0 == "'" }) else { return pattern }
        do {
            return try MessageFormat(pattern, locale: locale).format(values)
        } catch {
            let note = ReviewNote.copyNotFormatted(field: field, pattern: pattern, isEligible: isEligible, reason: error.explanation)
            notes.append(note)
            return pattern
        }
    }
}
