/// The JSON document of a strings table, as ``StringsTable/json`` writes it.
struct StringsTableJSON: Encodable {
    /// One string: its key and parts as in the text table (`plan` is `page` for the page's own strings).
    struct Entry: Encodable {
        let key: String
        let catalog: String
        let paywall: String
        let locale: String
        let plan: String
        let state: String
        let field: String
        let value: String

        init(_ entry: StringsTable.Entry) {
            key = entry.key
            catalog = entry.catalog
            paywall = entry.paywall
            locale = entry.locale
            plan = entry.plan ?? StringsTable.pagePart
            state = entry.state.rawValue
            field = entry.field
            value = entry.value
        }
    }

    let format: Int
    let icu: Int
    let cldr: String
    let strings: [Entry]
}
