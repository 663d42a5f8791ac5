import Catalog
import CatalogSite
import CatalogTestSupport
import Foundation
import Testing

@testable import catalog_site

/// `catalog-site.json`: what a project file sets, how flags win over it, and what a broken one says
/// (issue 12, item 3).
@Suite("Project file")
struct ProjectFileTests {
    static func project(_ text: String) throws -> ProjectFile {
        try ProjectFile.read(bytes: Array(text.utf8), file: "catalog-site.json")
    }

    /// The effective options of `build` for a project file and a command line.
    struct OptionsCase: Sendable, CustomTestStringConvertible {
        let file: String?
        let arguments: [String]
        let inputs: [String]
        let output: String
        let locales: BuildOptions.LocaleSelection
        let theme: String?
        let levels: [Diagnostic.Rule: Diagnostic.SeverityPolicy.Level]
        var testDescription: String { "\(file ?? "no file") + \(arguments)" }
    }

    static let optionsCases: [OptionsCase] = [
        OptionsCase(file: nil, arguments: [], inputs: ["catalogs"], output: "_site", locales: .paywalls, theme: nil, levels: [:]),
        OptionsCase(file: "{}", arguments: [], inputs: ["catalogs"], output: "_site", locales: .paywalls, theme: nil, levels: [:]),
        OptionsCase(
            file:
                #"{ "$schema": "catalogs/catalog-site.schema.json", "inputs": ["app/catalogs", "extra.storekit"], "output": "public", "locales": ["en_US", "fr_FR"], "theme": "brand" }"#,
            arguments: [], inputs: ["app/catalogs", "extra.storekit"], output: "public", locales: .list(["en_US", "fr_FR"]), theme: "brand",
            levels: [:]),
        OptionsCase(
            file: #"{ "inputs": ["app/catalogs"], "output": "public", "locales": "all", "theme": "brand" }"#,
            arguments: ["mine.json", "--out", "elsewhere", "--locales", "de_DE", "--theme", "plain"], inputs: ["mine.json"],
            output: "elsewhere", locales: .list(["de_DE"]), theme: "plain", levels: [:]),
        OptionsCase(
            file: #"{ "locales": "all" }"#, arguments: ["--locales", "ja_JP, ko_KR"], inputs: ["catalogs"], output: "_site",
            locales: .list(["ja_JP", "ko_KR"]), theme: nil, levels: [:]),
        OptionsCase(
            file:
                #"{ "locales": "paywalls", "rules": { "copy-untranslated": "off", "missing-translation": "error", "price-zero": "warning", "duplicate-level": "note" } }"#,
            arguments: ["--locales", "all"], inputs: ["catalogs"], output: "_site", locales: .all, theme: nil,
            levels: [.copyUntranslated: .off, .missingTranslation: .error, .priceZero: .warning, .duplicateLevel: .note]),
    ]

    @Test(arguments: optionsCases) func flagsWinOverTheFileWhichWinsOverDefaults(_ example: OptionsCase) throws {
        let project = try example.file.map(Self.project)
        let options = try BuildCommand.parse(example.arguments).options(project: project)
        #expect(options.inputs == example.inputs)
        #expect(options.output == example.output)
        #expect(options.locales == example.locales)
        #expect(options.theme == example.theme)
        #expect(options.severities.levels == example.levels)
        let serve = try ServeCommand.parse(example.arguments.filter { $0 != "--out" && $0 != "elsewhere" }).options(project: project)
        #expect(serve.inputs == example.inputs)
        #expect(serve.locales == example.locales)
        #expect(serve.severities.levels == example.levels)
        let lint = try LintCommand.parse(example.arguments.first.map { $0.hasPrefix("-") ? [] : [$0] } ?? [])
        #expect(lint.inputs(project: project) == example.inputs)
    }

    @Test func relativePathsAreRelativeToTheFilesFolder() throws {
        let project = try ProjectFile.read(
            bytes: Array(#"{ "inputs": ["catalogs", "/abs/x.json"], "output": "_site", "theme": "brand" }"#.utf8),
            file: "app/catalog-site.json",
            directory: "app")
        #expect(project.inputs == ["app/catalogs", "/abs/x.json"])
        #expect(project.output == "app/_site")
        #expect(project.theme == "app/brand")
    }

    /// A broken project file and exactly what `catalog-site` prints about it.
    static let brokenFiles: [(file: String, message: String)] = [
        (
            "{\n  \"ouptut\": \"site\"\n}",
            """
            catalog-site.json:2:3: error: unknown key "ouptut" (a project file has $schema, inputs, output, locales, theme, rules)
              at ouptut
              hint: did you mean "output"?
            """
        ),
        (
            #"{ "verbose": true }"#,
            """
            catalog-site.json:1:3: error: unknown key "verbose" (a project file has $schema, inputs, output, locales, theme, rules)
              at verbose
              hint: remove it
            """
        ),
        (
            "{\n  \"rules\": {\n    \"copy-untranslatd\": \"off\",\n    \"no-such-thing-at-all\": \"off\"\n  }\n}",
            """
            catalog-site.json:3:5: error: unknown lint rule "copy-untranslatd"
              at rules["copy-untranslatd"]
              hint: did you mean "copy-untranslated"? docs/lint-rules.md lists the rules
            catalog-site.json:4:5: error: unknown lint rule "no-such-thing-at-all"
              at rules["no-such-thing-at-all"]
              hint: docs/lint-rules.md lists the rules
            """
        ),
        (
            #"{ "rules": { "missing-translation": "warn", "price-zero": "Error", "link-scheme": "fatal" } }"#,
            """
            catalog-site.json:1:37: error: "warn" is not a severity (off, note, warning, error)
              at rules["missing-translation"]
              hint: did you mean "warning"?
            catalog-site.json:1:59: error: "Error" is not a severity (off, note, warning, error)
              at rules["price-zero"]
              hint: did you mean "error"?
            catalog-site.json:1:83: error: "fatal" is not a severity (off, note, warning, error)
              at rules["link-scheme"]
              hint: off drops the rule's findings; note, warning and error replace their severity
            """
        ),
        (
            #"{ "inputs": "catalogs", "output": 3, "locales": [], "theme": "", "rules": { "price-zero": false } }"#,
            """
            catalog-site.json:1:13: error: inputs must be an array of catalog files or folders, found a string
              at inputs
              hint: write an array: ["catalogs"]
            catalog-site.json:1:35: error: output must be a string (the site folder), found a number
              at output
              hint: write it in double quotes: "_site"
            catalog-site.json:1:49: error: locales names no locale
              at locales
              hint: list locales such as ["en_US", "fr_FR"], or write "all" or "paywalls"
            catalog-site.json:1:62: error: theme must not be empty (a theme folder)
              at theme
              hint: remove the key to use the default
            catalog-site.json:1:91: error: a rule's severity must be a string (off, note, warning, error), found a boolean
              at rules["price-zero"]
              hint: write "price-zero": "warning"
            """
        ),
        (
            #"{ "inputs": ["catalogs", 7], "locales": "al", "rules": [] }"#,
            """
            catalog-site.json:1:26: error: inputs[1] must be a string (a catalog file or folder), found a number
              at inputs[1]
              hint: write it in double quotes: "catalogs"
            catalog-site.json:1:41: error: "al" is not "all" or "paywalls" (locales is one of them, or an array of locales)
              at locales
              hint: did you mean "all"?
            catalog-site.json:1:56: error: rules must be an object of lint rule IDs and severities, found an array
              at rules
              hint: write { "copy-untranslated": "off", "missing-translation": "error" }
            """
        ),
        (
            "{\n  \"inputs\": [\"catalogs\"],\n  \"output\": \"_site\"\n  \"theme\": \"brand\"\n}",
            """
            catalog-site.json:4:3: error: invalid JSON: expected ',' or '}' after the value of "output", found '"'
              hint: separate members with commas
            """
        ),
        (
            "",
            """
            catalog-site.json:1:1: error: invalid JSON: the file is empty
              hint: write { "inputs": ["catalogs"] }, or delete the file
            """
        ),
        (
            #"["catalogs"]"#,
            """
            catalog-site.json:1:1: error: a project file is a JSON object, found an array
              hint: write { "inputs": ["catalogs"], "rules": { … } }
            """
        ),
        (
            #"{ "rules": { "file-not-found": "off", "json-syntax": "warning", "no-catalog-files": "error" } }"#,
            """
            catalog-site.json:1:14: error: the rule "file-not-found" cannot be set: its findings mean the input could not be read at all, so it is always an error
              at rules["file-not-found"]
              hint: remove it from rules
            catalog-site.json:1:39: error: the rule "json-syntax" cannot be set: its findings mean the input could not be read at all, so it is always an error
              at rules["json-syntax"]
              hint: remove it from rules
            catalog-site.json:1:65: error: the rule "no-catalog-files" cannot be set: its findings mean the input could not be read at all, so it is always an error
              at rules["no-catalog-files"]
              hint: remove it from rules
            """
        ),
        (
            #"{ "output": "a", "output": "b" }"#,
            """
            catalog-site.json:1:18: error: "output" appears twice
              at output
              hint: keep one
            """
        ),
    ]

    @Test(arguments: brokenFiles) func aBrokenFileSaysWhereWhatAndHow(_ example: (file: String, message: String)) {
        let error = #expect(throws: ProjectFileError.self) { try Self.project(example.file) }
        #expect(error?.rendered == example.message)
    }

    @Test func everyRuleButTheFixedOnesCanBeSet() throws {
        var policy = Diagnostic.SeverityPolicy()
        for rule in Diagnostic.Rule.lintRules where !rule.severityIsFixed {
            try policy.set(.note, for: rule)
        }
        #expect(policy.levels.count == Diagnostic.Rule.lintRules.count - 8)
        #expect(
            Diagnostic.Rule.lintRules.filter(\.severityIsFixed).map(\.rawValue).sorted() == [
                "empty-file", "file-not-found", "file-too-large", "file-unreadable", "invalid-utf8", "json-syntax", "no-catalog-files",
                "project-file",
            ])
        for rule in Diagnostic.Rule.lintRules where rule.severityIsFixed {
            #expect(throws: Diagnostic.SeverityPolicy.FixedRuleError.self) { try policy.set(.note, for: rule) }
        }
    }

    /// The JSON Schema for editors lists the same keys, rules and levels as the reader.
    @Test func theSchemaMatchesTheReader() throws {
        let url = SiteFixture.repository.appendingPathComponent("catalogs/catalog-site.schema.json")
        let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let properties = schema?["properties"] as? [String: Any]
        #expect(properties.map { Set($0.keys) } == ["$schema", "inputs", "output", "locales", "theme", "rules"])
        let rules = (properties?["rules"] as? [String: Any])?["properties"] as? [String: Any]
        let settable = Diagnostic.Rule.lintRules.filter { !$0.severityIsFixed }.map(\.rawValue)
        #expect(rules.map { Set($0.keys) } == Set(settable))
        let level = ((schema?["$defs"] as? [String: Any])?["level"] as? [String: Any])?["enum"] as? [String]
        #expect(level == Diagnostic.SeverityPolicy.Level.allCases.map(\.rawValue))
    }
}
