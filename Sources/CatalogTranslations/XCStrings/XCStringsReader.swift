@_spi(Fuzzing) import Catalog

/// Reads the translations of an Xcode String Catalog: every key's `stringUnit` values, per language.
struct XCStringsReader {
    /// The file's name, for issues.
    let file: String

    /// The translations and the problems of a document.
    func read(_ bytes: [UInt8]) -> TranslationFileContents {
        var contents = TranslationFileContents()
        let root: JSONNode
        do { root = try JSONParser.parse(bytes) } catch {
            contents.issues.append(
                TranslationIssue(
                    .xcstringsMalformed, "not valid JSON: \(error.message)", file: file, location: error.location,
                    hint: error.hint ?? "fix the JSON at this position; the catalog was not changed"))
            return contents
        }
        guard case .object(let strings) = root["strings"]?.value else {
            contents.issues.append(
                TranslationIssue(
                    .xcstringsMalformed, "no \"strings\" object", file: file, location: root.location,
                    hint: "import a String Catalog written by `translations export --format xcstrings`"))
            return contents
        }
        for string in strings {
            guard case .object(let localizations) = string.value["localizations"]?.value else { continue }
            for localization in localizations {
                let path = "strings[\(JSONValue.quoted(string.key))].localizations.\(localization.key).stringUnit.value"
                guard let language = try? LocaleID(localization.key) else {
                    contents.issues.append(
                        TranslationIssue(
                            .xcstringsMalformed, "\"\(localization.key)\" is not a locale", file: file,
                            location: localization.keyLocation, path: path, hint: "use a BCP 47 language tag such as \"de-DE\""))
                    continue
                }
                guard let node = localization.value["stringUnit"]?["value"], case .string(let text) = node.value, !text.isEmpty else {
                    continue
                }
                contents.translations.append(
                    IncomingTranslation(id: string.key, language: language, text: text, file: file, location: node.location, path: path))
            }
        }
        return contents
    }
}
