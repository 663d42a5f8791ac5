/// Catalog's own phrases could not be loaded or used, or a team's override of them breaks a rule.
///
/// ```swift
/// var brand = PhraseOverrides()
/// do { try brand.set("Save now", for: "paywall.save", language: "en") } catch {
///     print(error)  // paywall.save [en]: the override uses no placeholders, Catalog's phrase uses {percent}
/// }
/// ```
public enum PhraseError: CatalogError, Equatable {
    /// The phrases were not embedded in the library when it was built; the payload is the file name.
    case notEmbedded(String)
    /// The string catalog is not valid JSON of the `.xcstrings` shape; the payload is the decoder's reason.
    case invalidCatalog(String)
    /// A plural variant of an entry is not a CLDR plural category.
    case unknownPluralCategory(key: String, language: String, name: String)
    /// An entry's translation has neither a text nor plural variants.
    case emptyTranslation(key: String, language: String)
    /// The phrase (its key in the string catalog) has no text in the chosen language nor in the source
    /// language.
    case missingText(String, language: String)
    /// The phrase (its key in the string catalog) has plural variants, so it needs a count.
    case needsCount(String)
    /// The phrase (its key in the string catalog) has no variant for a count's plural category, nor an
    /// `other` variant.
    case missingVariant(String, language: String, category: PluralCategory)
    /// An override names a phrase Catalog does not have; `suggestion` is the nearest key.
    case unknownKey(String, suggestion: String?)
    /// An override's language is not a language ICU knows.
    case unknownLanguage(String)
    /// An override gives one text for a phrase with a count, which needs plural variants.
    case needsPluralVariants(key: String, language: String)
    /// An override gives plural variants for a phrase without a count, which needs one text.
    case needsText(key: String, language: String)
    /// An override's plural variants are not exactly the categories the language uses.
    case pluralCategoriesChanged(key: String, language: String, expected: [PluralCategory], found: [PluralCategory])
    /// An override's text does not use the placeholders of Catalog's phrase.
    case placeholdersChanged(key: String, language: String, expected: [String], found: [String])
    /// An override's text has a brace that is not part of a placeholder ("{price", "{ price }").
    case strayBrace(key: String, language: String, text: String)

    /// What is wrong, naming the key and language.
    public var description: String {
        switch self {
        case .notEmbedded(let name): "the phrases (\(name)) were not embedded when Catalog was built"
        case .invalidCatalog(let reason): "the string catalog is not valid: \(reason)"
        case .unknownPluralCategory(let key, let language, let name): "\(key) [\(language)]: \"\(name)\" is not a CLDR plural category"
        case .emptyTranslation(let key, let language): "\(key) [\(language)]: neither a stringUnit nor plural variations"
        case .missingText(let key, let language): "the phrase \(key) has no \(language) text and no source text"
        case .needsCount(let key): "phrase \(key) needs a count"
        case .missingVariant(let key, let language, let category):
            "phrase \(key) [\(language)] has no \(category.rawValue) variant"
        case .unknownKey(let key, _): "Catalog has no phrase \(key)"
        case .unknownLanguage(let language): "\(language) is not a language ICU knows"
        case .needsPluralVariants(let key, let language): "\(key) [\(language)]: the phrase has a count, so it needs plural variants"
        case .needsText(let key, let language): "\(key) [\(language)]: the phrase has no count, so it needs one text, not plural variants"
        case .pluralCategoriesChanged(let key, let language, let expected, let found):
            "\(key) [\(language)]: the variants are \(Self.list(found.map(\.rawValue))), the language's categories are \(Self.list(expected.map(\.rawValue)))"
        case .placeholdersChanged(let key, let language, let expected, let found):
            "\(key) [\(language)]: the override uses \(Self.placeholders(found)), Catalog's phrase uses \(Self.placeholders(expected))"
        case .strayBrace(let key, let language, let text): "\(key) [\(language)]: a brace in \"\(text)\" is not part of a placeholder"
        }
    }

    /// How to fix it, where there is more to say than the message.
    public var hint: String? {
        switch self {
        case .notEmbedded(let name): "rebuild the package: the EmbedResources plugin embeds Resources/Localizable/\(name)"
        case .needsCount: "give the phrase one text in Localizable.xcstrings, not plural variants: Catalog writes it without a count"
        case .unknownKey(_, let suggestion?): "did you mean \(suggestion)? PhraseOverrides.keys lists every phrase"
        case .unknownKey: "PhraseOverrides.keys lists every phrase"
        case .unknownLanguage: "use a language tag such as de, pt-BR or zh-Hant"
        case .needsPluralVariants: "give a variant for each plural category of the language (PluralCategory.categories(for:))"
        case .needsText: "give one text"
        case .pluralCategoriesChanged: "give exactly one variant per category of the language, as CLDR lists them"
        case .placeholdersChanged: "keep every placeholder of the phrase, spelt as it is; a plural variant may write {count} in words"
        case .strayBrace: "write placeholders as {name}, with nothing else in braces"
        case .invalidCatalog, .unknownPluralCategory, .emptyTranslation, .missingText, .missingVariant: nil
        }
    }

    /// Words joined by commas: "one, few, many, other".
    private static func list(_ words: [String]) -> String { words.joined(separator: ", ") }

    /// Placeholders as written: "{price} and {duration}", or "no placeholders".
    private static func placeholders(_ names: [String]) -> String {
        names.isEmpty ? "no placeholders" : names.map { "{\($0)}" }.joined(separator: " and ")
    }
}
