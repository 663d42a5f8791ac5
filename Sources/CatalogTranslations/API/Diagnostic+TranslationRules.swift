import Catalog

extension Diagnostic.Rule {
    /// A translation file that cannot be read as XLIFF 1.2: not well-formed XML, another root element, a
    /// unit without an ID.
    ///
    /// ```swift
    /// report.issues.contains { $0.rule == .xliffMalformed }  // the catalog was not written
    /// ```
    public static let xliffMalformed = Self("xliff-malformed", .error, "A translation file is not well-formed XLIFF 1.2.")

    /// A translation file that cannot be read as a String Catalog: not JSON, no `strings` object, a
    /// localization that is not a locale.
    ///
    /// ```swift
    /// report.issues.contains { $0.rule == .xcstringsMalformed }  // the catalog was not written
    /// ```
    public static let xcstringsMalformed = Self(
        "xcstrings-malformed", .error, "A translation file is not a well-formed String Catalog.")

    /// A translation file exported from another catalog (its `original`), or with none of this catalog's
    /// strings.
    ///
    /// ```swift
    /// Diagnostic.Rule.otherCatalog.defaultSeverity  // .error
    /// ```
    public static let otherCatalog = Self(
        "other-catalog", .error, "A translation file was exported from another catalog, or holds none of its strings.")

    /// An XLIFF file of a version other than 1.2, read as 1.2.
    ///
    /// ```swift
    /// Diagnostic.Rule.xliffVersion.defaultSeverity  // .warning
    /// ```
    public static let xliffVersion = Self("xliff-version", .warning, "An XLIFF file's version is not 1.2.")

    /// A translation of a string the catalog does not have; skipped, and the hint suggests the nearest ID
    /// of the same paywall, product or group.
    ///
    /// ```swift
    /// Diagnostic.Rule.unknownTranslationID.rawValue  // "unknown-translation-id"
    /// ```
    public static let unknownTranslationID = Self(
        "unknown-translation-id", .warning, "A translation of a string the catalog does not have.")

    /// An empty target marked as translated; skipped.
    ///
    /// ```swift
    /// Diagnostic.Rule.emptyTranslation.rawValue  // "empty-translation"
    /// ```
    public static let emptyTranslation = Self("empty-translation", .warning, "An empty translation is marked as translated.")

    /// A translation the catalog has no place for, such as a fourth feature after two; skipped.
    ///
    /// ```swift
    /// Diagnostic.Rule.translationNotPlaced.rawValue  // "translation-not-placed"
    /// ```
    public static let translationNotPlaced = Self(
        "translation-not-placed", .warning, "A translation the catalog has no place for.")

    /// Every rule of `TranslationImport`'s issues, in docs/lint-rules.md's order (its "Importing
    /// translations" table, which a test keeps in step).
    ///
    /// ```swift
    /// Diagnostic.Rule.translationRules.map(\.rawValue)  // ["xliff-malformed", "xcstrings-malformed", …]
    /// ```
    public static let translationRules: [Diagnostic.Rule] = [
        .xliffMalformed, .xcstringsMalformed, .otherCatalog, .xliffVersion, .unknownTranslationID, .emptyTranslation,
        .translationNotPlaced,
    ]
}
