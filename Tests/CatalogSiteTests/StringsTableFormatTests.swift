import CatalogSite
import Testing

/// The strings table's text format, rule by rule: the key grammar, the escaping of values and key parts,
/// the marks of invisible characters, the unified diff and reading a table back.
@Suite("Strings table format")
struct StringsTableFormatTests {
    static func entry(plan: String? = "com.example.pro", state: StringsTable.Entry.State = .any, field: String = "price", value: String)
        -> StringsTable.Entry
    {
        StringsTable.Entry(catalog: "app.json", paywall: "premium", locale: "de-DE", plan: plan, state: state, field: field, value: value)
    }

    static let keys: [(StringsTable.Entry, String)] = [
        (entry(value: "9,99\u{00A0}€"), "app.json › premium › de-DE › com.example.pro › any › price = 9,99\u{00A0}€"),
        (
            entry(state: .withOffer, field: "offer.sentence", value: "1 Woche gratis"),
            "app.json › premium › de-DE › com.example.pro › with-offer › offer.sentence = 1 Woche gratis"
        ),
        (
            entry(plan: nil, state: .withoutOffer, field: "title", value: "Pro"),
            "app.json › premium › de-DE › page › without-offer › title = Pro"
        ),
        (
            StringsTable.Entry(
                catalog: "a › b = c.json", paywall: "x\ny", locale: "ar-SA", plan: nil, state: .any, field: "restore", value: " = "),
            "a \\u{203A} b \\u{3D} c.json › x\\ny › ar-SA › page › any › restore =  = "
        ),
    ]

    @Test(arguments: keys)
    func keyGrammar(_ entry: StringsTable.Entry, _ line: String) {
        #expect(entry.line == line)
    }

    static let values: [(String, String)] = [
        ("plain", "plain"),
        ("line 1\nline 2", "line 1\\nline 2"),
        ("a\r\nb", "a\\r\\nb"),
        ("C:\\path", "C:\\\\path"),
        ("\\n stays text", "\\\\n stays text"),
        ("a\u{2028}b\u{2029}c", "a\\u{2028}b\\u{2029}c"),
        ("a\u{0085}b\u{000B}c\u{000C}d\u{0000}e", "a\\u{85}b\\u{B}c\\u{C}d\\u{0}e"),
        ("9,99\u{00A0}€ \u{202F}\u{200F}\u{200E}\u{061C}\u{200B}\tend", "9,99\u{00A0}€ \u{202F}\u{200F}\u{200E}\u{061C}\u{200B}\tend"),
        ("a›b=c", "a›b=c"),
    ]

    @Test(arguments: values)
    func valueEscaping(_ value: String, _ escaped: String) throws {
        #expect(StringsTable.escapedValue(value) == escaped)
        let file = try StringsTableFile(text: "# catalog-site strings, format 1, ICU 72, CLDR 42\nk = \(escaped)\n", path: "t.txt")
        #expect(file.values["k"] == value)
    }

    static let keyParts: [(String, String)] = [
        ("com.example.pro", "com.example.pro"),
        ("a › b", "a \\u{203A} b"),
        ("a = b", "a \\u{3D} b"),
        ("a\nb", "a\\nb"),
    ]

    @Test(arguments: keyParts)
    func keyPartEscaping(_ part: String, _ escaped: String) {
        #expect(StringsTable.escapedKeyPart(part) == escaped)
    }

    static let marks: [(String, String)] = [
        ("9,99\u{00A0}€", "9,99<U+00A0>€"),
        ("9,99\u{202F}€", "9,99<U+202F>€"),
        ("\u{200F}٩٫٩٩\u{00A0}ر.س.\u{200F}", "<U+200F>٩٫٩٩<U+00A0>ر.س.<U+200F>"),
        ("a\u{200E}b\u{061C}c", "a<U+200E>b<U+061C>c"),
        ("a\u{200B}b\u{200D}c\u{FEFF}", "a<U+200B>b<U+200D>c<U+FEFF>"),
        ("a\tb", "a<U+0009>b"),
        ("plain text, 9.99 €", "plain text, 9.99 €"),
    ]

    @Test(arguments: marks)
    func invisibleCharactersAreMarked(_ text: String, _ marked: String) {
        #expect(VisibleMarks.marked(text) == marked)
    }

    @Test func theLegendNamesTheMarksUsedInCodePointOrder() {
        #expect(
            VisibleMarks.legend(for: ["a\u{202F}b", "\u{200F}c\u{00A0}"])
                == "invisible characters are marked: <U+00A0> no-break space, <U+200F> right-to-left mark, <U+202F> narrow no-break space")
        #expect(VisibleMarks.legend(for: ["plain"]) == nil)
    }

    static let diffs: [(old: String, new: String, diff: String)] = [
        ("a\nb\n", "a\nb\n", ""),
        (
            "1\n2\n3\n4\n5\n6\n7\n8\n", "1\n2\n3\n4\nfive\n6\n7\n8\n",
            "--- old\n+++ new\n@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+five\n 6\n 7\n 8\n"
        ),
        ("a\nb\n", "x\na\nb\n", "--- old\n+++ new\n@@ -1,2 +1,3 @@\n+x\n a\n b\n"),
        ("", "x\n", "--- old\n+++ new\n@@ -0,0 +1 @@\n+x\n"),
        ("a\nb\nc\n", "a\nb\n", "--- old\n+++ new\n@@ -1,3 +1,2 @@\n a\n b\n-c\n"),
        (
            "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n", "one\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\ntwelve\n",
            "--- old\n+++ new\n@@ -1,4 +1,4 @@\n-1\n+one\n 2\n 3\n 4\n@@ -9,4 +9,4 @@\n 9\n 10\n 11\n-12\n+twelve\n"
        ),
        (
            "p = 9,99\u{00A0}€\n", "p = 10,99\u{00A0}€\n",
            "# invisible characters are marked: <U+00A0> no-break space\n--- old\n+++ new\n@@ -1 +1 @@\n-p = 9,99<U+00A0>€\n+p = 10,99<U+00A0>€\n"
        ),
    ]

    @Test(arguments: diffs)
    func unifiedDiff(_ old: String, _ new: String, _ diff: String) {
        #expect(TextDiff(old: old, new: new, oldName: "old", newName: "new").text == diff)
    }

    static let problems: [(String, String)] = [
        ("hello\n", "t.txt:1: not a catalog-site strings table: the first line is not \"# catalog-site strings, format N, ICU N, CLDR N\""),
        (
            "# catalog-site strings, format 2, ICU 72, CLDR 42\n",
            "t.txt:1: the strings table is in format 2; this catalog-site reads format 1"
        ),
        (
            "# catalog-site strings, format 1, ICU 72, CLDR 42\nk = v\nno value\n",
            "t.txt:3: not a strings table line: no \" = \" between a key and a value"
        ),
        (
            "# catalog-site strings, format 1, ICU 72, CLDR 42\nk = a\\qb\n",
            "t.txt:2: not a strings table line: a \\ escape other than \\\\, \\n, \\r or \\u{hex}"
        ),
        ("# catalog-site strings, format 1, ICU 72, CLDR 42\nk = 1\nk = 2\n", "t.txt:3: the key k appears twice"),
    ]

    @Test(arguments: problems)
    func notATable(_ text: String, _ message: String) {
        #expect(throws: StringsTableFile.Problem.self) { try StringsTableFile(text: text, path: "t.txt") }
        do {
            _ = try StringsTableFile(text: text, path: "t.txt")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func theHeaderNamesTheFormatAndTheVersions() throws {
        let table = StringsTable(entries: [Self.entry(value: "9,99\u{00A0}€")], icuVersion: 74, cldrVersion: "44")
        #expect(
            table.text
                == "# catalog-site strings, format 1, ICU 74, CLDR 44\napp.json › premium › de-DE › com.example.pro › any › price = 9,99\u{00A0}€\n"
        )
        let file = try StringsTableFile(text: table.text, path: "t.txt")
        #expect(file.icuVersion == 74 && file.cldrVersion == "44" && file.format == 1)
    }

    @Test func jsonHasSortedKeysAndTheEntriesInTableOrder() {
        let table = StringsTable(
            entries: [Self.entry(plan: nil, field: "restore", value: "Käufe\nwiederherstellen")], icuVersion: 72, cldrVersion: "42")
        #expect(
            table.json == """
                {
                  "cldr" : "42",
                  "format" : 1,
                  "icu" : "72",
                  "strings" : [
                    {
                      "catalog" : "app.json",
                      "field" : "restore",
                      "key" : "app.json › premium › de-DE › page › any › restore",
                      "locale" : "de-DE",
                      "paywall" : "premium",
                      "plan" : "page",
                      "state" : "any",
                      "value" : "Käufe\\nwiederherstellen"
                    }
                  ]
                }

                """)
    }
}
