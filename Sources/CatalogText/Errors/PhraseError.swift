/// Catalog's own phrases could not be loaded or used.
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
        }
    }

    /// How to fix it, where there is more to say than the message.
    public var hint: String? {
        switch self {
        case .notEmbedded(let name): "rebuild the package: the EmbedResources plugin embeds Resources/Localizable/\(name)"
        case .needsCount: "give the phrase one text in Localizable.xcstrings, not plural variants: Catalog writes it without a count"
        case .invalidCatalog, .unknownPluralCategory, .emptyTranslation, .missingText, .missingVariant: nil
        }
    }
}
