/// The JSON document of a strings table, as ``StringsTable/json`` writes it.
struct StringsTableJSON: Encodable {
    /// One string: its key and parts as in the text table (`plan` is `page` for the page's own strings),
    /// each a JSON string under its name; the encoder sorts the names.
    static func entry(_ entry: StringsTable.Entry) -> [String: String] {
        [
            "key": entry.key, "catalog": entry.catalog, "paywall": entry.paywall, "locale": entry.locale,
            "plan": entry.plan ?? StringsTable.pagePart, "state": entry.state.rawValue, "field": entry.field, "value": entry.value,
        ]
    }

    /// The format version, a number (``StringsTable/formatVersion``).
    let format: Int
    /// The ICU major version, a string like `cldr` ("72").
    let icu: String
    /// The CLDR version, a string ("42", "44.1").
    let cldr: String
    let strings: [[String: String]]
}
