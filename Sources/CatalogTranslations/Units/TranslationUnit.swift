import Catalog

/// One translatable string of a catalog: its source text, its translations and what a translator
/// needs to know about it.
struct TranslationUnit: Sendable {
    /// Where the string lives.
    let field: TranslationField
    /// The text in the catalog's source locale.
    let source: String
    /// The text per other language, where the catalog has one.
    let translations: [LocaleID: String]
    /// The store's length limit, in characters, where there is one.
    let limit: Int?
    /// Which paywall, product or group and which field, in words.
    let context: String
    /// For copy, the variables its paywall's plan gives, with their values where known; nil for none.
    var variables: [(name: String, value: String?)]? = nil

    /// The stable ID (`TranslationField.id`).
    var id: String { field.id }

    /// The note for translators: the context, the limit, and for MessageFormat copy the variables.
    var note: String {
        var parts = [context]
        if let limit { parts.append("At most \(limit) characters (the store's limit).") }
        if field.isMessageFormat {
            parts.append(
                "ICU MessageFormat: keep each {variable} and the plural/select keywords (one, few, other…) as they are; "
                    + "an apostrophe before a brace quotes it, so write '' there.")
            if let variables, !variables.isEmpty {
                let list = variables.map { variable in variable.value.map { "\(variable.name) = \($0)" } ?? variable.name }
                parts.append("Variables, with their values in the source language: " + list.joined(separator: ", ") + ".")
            } else {
                parts.append("Variables: none (the paywall has no product).")
            }
        } else {
            parts.append("Plain text (store metadata), not MessageFormat.")
        }
        return parts.joined(separator: " ")
    }
}
