import Catalog

/// Reads the translations of an XLIFF 1.2 document: every trans-unit's non-empty `target`, in the
/// `target-language` of its `file`.
struct XLIFFReader {
    /// The file's name, for issues.
    let file: String

    /// The `state`s of a target that say it is translated (XLIFF 1.2's `state-type` values from
    /// `translated` on).
    static let doneStates: Set<String> = ["translated", "final", "signed-off"]

    /// The translations and the problems of a document.
    func read(_ bytes: [UInt8]) -> TranslationFileContents {
        var contents = TranslationFileContents()
        let root: XMLElement
        do { root = try XMLReader.parse(bytes) } catch {
            contents.issues.append(
                TranslationIssue(
                    .xliffMalformed, "not well-formed XML: \(error.message)", file: file, location: error.location,
                    hint: "fix the XML at this position; the catalog was not changed"))
            return contents
        }
        guard root.name == "xliff" else {
            contents.issues.append(
                TranslationIssue(
                    .xliffMalformed, "the root element is <\(root.name)>, not <xliff>", file: file,
                    location: root.location, path: "/\(root.name)", hint: "import an XLIFF 1.2 file written by `translations export`"))
            return contents
        }
        if let version = root.attributes["version"], version != "1.2" {
            contents.issues.append(
                TranslationIssue(
                    .xliffVersion, "XLIFF version \(version); Catalog writes and reads 1.2", file: file,
                    location: root.location, path: "/xliff/@version", hint: "save the file as XLIFF 1.2 if targets are missing"))
        }
        for (number, element) in root.elements(named: "file").enumerated() {
            let path = "/xliff/file[\(number + 1)]"
            guard let tag = element.attributes["target-language"], let language = try? LocaleID(tag) else {
                let message =
                    element.attributes["target-language"].map {
                        "<file target-language=\"\($0)\">: \"\($0)\" is not a locale"
                    } ?? "<file> has no target-language"
                contents.issues.append(
                    TranslationIssue(
                        .xliffMalformed, message, file: file, location: element.location,
                        path: path + "/@target-language", hint: "give the language of the targets, e.g. target-language=\"de-DE\""))
                continue
            }
            if let original = element.attributes["original"], !original.isEmpty {
                contents.originals.append((original, element.location, path + "/@original"))
            }
            for body in element.elements(named: "body") {
                units(in: body, path: path + "/body", language: language, &contents)
            }
        }
        return contents
    }

    /// The trans-units of a body or group, groups included.
    private func units(in parent: XMLElement, path: String, language: LocaleID, _ contents: inout TranslationFileContents) {
        for child in parent.elements {
            if child.name == "group" {
                units(in: child, path: path + "/group", language: language, &contents)
                continue
            }
            guard child.name == "trans-unit" else { continue }
            guard let id = child.attributes["id"] else {
                contents.issues.append(
                    TranslationIssue(
                        .xliffMalformed, "a <trans-unit> has no id", file: file, location: child.location,
                        path: path + "/trans-unit", hint: "every trans-unit needs the id it was exported with"))
                continue
            }
            guard let target = child.elements(named: "target").first else { continue }
            let targetPath = "\(path)/trans-unit[@id='\(id)']/target"
            if let nested = Self.firstNested(in: target) {
                contents.issues.append(
                    TranslationIssue(
                        .xliffMalformed,
                        "the target of \"\(id)\" holds a <\(nested.name)> element; a target holds the translation's text only",
                        file: file, location: nested.location, path: "\(targetPath)/\(nested.name)",
                        hint: "keep the text and remove the <\(nested.name)> tags (a tool may have pasted a target into a target);"
                            + " the catalog was not changed"))
                continue
            }
            let text = target.text
            if text.isEmpty {
                if let state = target.attributes["state"], Self.doneStates.contains(state) {
                    contents.issues.append(
                        TranslationIssue(
                            .emptyTranslation,
                            "the target of \"\(id)\" is empty although its state is \"\(state)\"; it was skipped", file: file,
                            location: target.location, path: targetPath,
                            hint: "write the translation, or set state=\"needs-translation\" to leave it for later"))
                }
                continue
            }
            contents.translations.append(
                IncomingTranslation(
                    id: id, language: language, text: text, file: file, location: target.location, path: targetPath))
        }
    }

    /// The elements of a trans-unit's structure, which cannot stand inside a target's text.
    static let structuralElements: Set<String> = ["target", "source", "seg-source", "trans-unit", "alt-trans", "note", "group"]

    /// The first element of the trans-unit's structure inside a target, at any depth.
    static func firstNested(in target: XMLElement) -> XMLElement? {
        for element in target.elements {
            if structuralElements.contains(element.name) { return element }
            if let nested = firstNested(in: element) { return nested }
        }
        return nil
    }
}
