import CICU

extension LocaleID {
    /// `text` in lower case by this locale's case rules, through ICU (`u_strToLower`): Turkish "İ" and
    /// "I" become "i" and "ı"; a pseudo-locale uses its base language's rules.
    /// - Throws: `ICUError` when ICU cannot convert the text.
    package func lowercased(_ text: String) throws(ICUError) -> String {
        let locale = dataIdentifier
        return try ICUString.read("lowercase \"\(text)\" in \(locale)", capacity: max(128, text.utf8.count * 3 + 1)) {
            cicu_to_lower(text, locale, $0, $1)
        }
    }
}
