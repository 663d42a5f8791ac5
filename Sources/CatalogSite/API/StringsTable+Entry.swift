extension StringsTable {
    /// One customer-facing string and where it is shown: catalog file, paywall, locale, plan (or the page
    /// itself), eligibility state and field.
    ///
    /// ```swift
    /// let entry = table.entries[0]
    /// print(entry.key)     // castle-coins.json › shop › de-DE › page › any › restore
    /// print(entry.value)   // Käufe wiederherstellen
    /// ```
    public struct Entry: Sendable, Hashable, Codable {
        /// The catalog's file name ("pulse-fitness.json"), or its path as discovered when two catalogs
        /// share a file name.
        public let catalog: String
        /// The paywall's ID.
        public let paywall: String
        /// The page's locale as a BCP 47 tag ("de-DE").
        public let locale: String
        /// The plan's product ID, or nil for a string of the page itself (title, links).
        public let plan: String?
        /// Which customers see the string.
        public let state: State
        /// What the string is: `price`, `offer.sentence`, `feature.2`… (the list is in the DocC article
        /// "Strings for review").
        public let field: String
        /// The string exactly as the page shows it (U+00A0 stays U+00A0).
        public let value: String

        /// Makes an entry.
        ///
        /// - Parameters:
        ///   - catalog: The catalog's file name.
        ///   - paywall: The paywall's ID.
        ///   - locale: The page's BCP 47 tag.
        ///   - plan: The plan's product ID, or nil for the page itself.
        ///   - state: Which customers see the string.
        ///   - field: What the string is.
        ///   - value: The string as shown.
        public init(catalog: String, paywall: String, locale: String, plan: String?, state: State, field: String, value: String) {
            self.catalog = catalog
            self.paywall = paywall
            self.locale = locale
            self.plan = plan
            self.state = state
            self.field = field
            self.value = value
        }

        /// The readable key of the text table: `catalog › paywall › locale › plan › state › field`, with
        /// `page` for the plan of a page's own strings; separators and line breaks inside a part are
        /// escaped (``StringsTable/escapedKeyPart(_:)``).
        public var key: String {
            var key = ""
            appendKey(to: &key)
            return key
        }

        /// The entry's line in the text table: `key = value`, the value escaped
        /// (``StringsTable/escapedValue(_:)``).
        public var line: String {
            var line = ""
            appendLine(to: &line)
            return line
        }

        /// Appends ``key`` to `text`, part by part.
        func appendKey(to text: inout String) {
            text += StringsTable.escapedKeyPart(catalog)
            for part in [paywall, locale, plan ?? StringsTable.pagePart, state.rawValue, field] {
                text += StringsTable.keySeparator
                text += StringsTable.escapedKeyPart(part)
            }
        }

        /// Appends ``line`` to `text`, without a line break.
        func appendLine(to text: inout String) {
            appendKey(to: &text)
            text += " = "
            text += StringsTable.escapedValue(value)
        }
    }
}
