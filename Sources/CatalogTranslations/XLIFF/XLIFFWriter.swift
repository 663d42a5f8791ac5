import Catalog

/// Writes XLIFF 1.2 documents: one per target language, every string of a catalog as a trans-unit.
struct XLIFFWriter {
    /// The strings.
    let set: TranslationSet
    /// The catalog's file name, for the `original` attribute.
    let original: String

    /// The document for one target language.
    /// - Throws: `TranslationError.unencodableCharacter` for text XML cannot hold.
    func document(for language: LocaleID) throws(TranslationError) -> String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">"#,
            #"  <file original="\#(try attribute(original, id: "", language))" source-language="\#(set.sourceLocale.languageTag)" target-language="\#(language.languageTag)" datatype="plaintext">"#,
            "    <header>",
            #"      <tool tool-id="catalog-site" tool-name="catalog-site"/>"#,
            "    </header>",
            "    <body>",
        ]
        for unit in set.units {
            var open = #"      <trans-unit id="\#(try attribute(unit.id, id: unit.id, language))""#
            // translate-toolkit (and tools built on it) count a target as translated only when approved.
            if unit.translations[language] != nil { open += #" approved="yes""# }
            open += #" xml:space="preserve""#
            if let limit = unit.limit { open += #" size-unit="char" maxwidth="\#(limit)""# }
            lines.append(open + ">")
            lines.append("        <source>\(try text(unit.source, id: unit.id, set.sourceLocale))</source>")
            if let target = unit.translations[language] {
                lines.append(#"        <target state="translated">\#(try text(target, id: unit.id, language))</target>"#)
            } else {
                lines.append(#"        <target state="needs-translation"></target>"#)
            }
            lines.append("        <note>\(try text(unit.note, id: unit.id, language))</note>")
            lines.append("      </trans-unit>")
        }
        lines += ["    </body>", "  </file>", "</xliff>", ""]
        return lines.joined(separator: "\n")
    }

    private func text(_ value: String, id: String, _ language: LocaleID) throws(TranslationError) -> String {
        do { return try XMLEscaping.escape(value) } catch {
            throw .unencodableCharacter(id: id, language: language.languageTag, scalar: error.scalar)
        }
    }

    private func attribute(_ value: String, id: String, _ language: LocaleID) throws(TranslationError) -> String {
        do { return try XMLEscaping.escape(value, inAttribute: true) } catch {
            throw .unencodableCharacter(id: id, language: language.languageTag, scalar: error.scalar)
        }
    }
}
