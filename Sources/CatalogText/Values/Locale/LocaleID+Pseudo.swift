extension LocaleID {
    /// A pseudo-locale, for testing layouts before anything is translated: `en-XA` (accented, longer,
    /// bracketed) or `ar-XB` (English shown right to left), as Android and CLDR name them.
    ///
    /// ICU has no data for either, so their text is made by Catalog from English: numbers, prices,
    /// durations and plural rules come from English CLDR data through ICU (`base`), then `text(_:)` or
    /// `pattern(_:)` makes the words pseudo. Both keep Latin digits, as Android's `ar-XB` does.
    ///
    /// ```swift
    /// let accented = try LocaleID("en-XA")
    /// accented.pseudo                             // .accented
    /// accented.pseudo?.text("Save 58%")           // "[Šáṽé 58% one]"
    /// try LocaleID("ar_XB").pseudo?.text("Buy")   // "\u{200F}\u{202E}Buy\u{202C}\u{200F}"
    /// try LocaleID("en_US").pseudo                // nil
    /// ```
    public enum Pseudo: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// `en-XA`: ASCII letters replaced by accented look-alikes, about 40% longer with padding words
        /// ("one two three"), the whole text in brackets, so that hard-coded, truncated and
        /// concatenated text stands out.
        case accented = "en_XA"
        /// `ar-XB`: English words shown right to left (each wrapped in U+202E RIGHT-TO-LEFT OVERRIDE …
        /// U+202C POP DIRECTIONAL FORMATTING between right-to-left marks) on a right-to-left page, so
        /// that a mirrored layout can be checked by people who read no Arabic.
        case bidi = "ar_XB"

        /// The pseudo-locale of a canonical ICU identifier ("en_XA"), nil for a real locale.
        init?(identifier: String) { self.init(rawValue: identifier) }

        /// The pseudo-locale as a `LocaleID`.
        public var locale: LocaleID { LocaleID(validated: rawValue) }

        /// The locale whose CLDR data formats numbers, prices, durations and plurals: English for both,
        /// so `ar-XB` keeps Latin digits and English plural rules.
        public var base: LocaleID { .english }

        /// The BCP 47 tag ("en-XA").
        public var description: String { rawValue.replacingUnderscores() }

        /// The name shown in language menus and the index, in English ("English (pseudo, accented)").
        public var name: String {
            switch self {
            case .accented: "English (pseudo, accented)"
            case .bidi: "English (pseudo, right to left)"
            }
        }
    }

    /// The pseudo-locale this is (`en-XA`, `ar-XB`), nil for a real locale.
    public var pseudo: Pseudo? { Pseudo(identifier: identifier) }

    /// The ICU locale ID whose data formats this locale's numbers, units and plurals: the identifier, or
    /// a pseudo-locale's base ("en" for "ar_XB"), since ICU has no data for pseudo-locales.
    var dataIdentifier: String { pseudo?.base.identifier ?? identifier }
}
