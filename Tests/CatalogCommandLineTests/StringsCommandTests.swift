import CatalogTestSupport
import Foundation
import Testing

/// `catalog-site strings` and `--check` run as a user would: exact output, exit statuses 0, 1 and 2.
@Suite("catalog-site strings", .removesTemporaryFolders)
struct StringsCommandTests {
    /// A folder with a copy of `catalogs/castle-coins.json` and `strings.txt`, its German table.
    static func recorded() throws -> URL {
        let folder = try SiteFixture.temporaryFolder()
        let catalog = SiteFixture.repository.appendingPathComponent("catalogs/castle-coins.json")
        try FileManager.default.copyItem(at: catalog, to: folder.appendingPathComponent("castle-coins.json"))
        let table = try CommandLineTool.run(["strings", "castle-coins.json", "--locales", "de-DE"], directory: folder)
        try #require(table.status == 0)
        try Data(table.standardOutput.utf8).write(to: folder.appendingPathComponent("strings.txt"))
        return folder
    }

    /// Changes the first German price of the copy, 0.99 (the 100 gold coins), to 1.09.
    static func changePrice(in folder: URL) throws {
        let file = folder.appendingPathComponent("castle-coins.json")
        let text = try SiteFixture.read(file)
        let changed = try #require(text.range(of: #""DE": "0.99""#))
        try Data(text.replacingCharacters(in: changed, with: #""DE": "1.09""#).utf8).write(to: file)
    }

    static let check = ["strings", "castle-coins.json", "--locales", "de-DE", "--check", "strings.txt"]

    static let priceDiff = """
        @@ -9,7 +9,7 @@
         castle-coins.json › shop › de-DE › page › without-offer › feature.3 = Die Burgerweiterung gehört dir für immer
         castle-coins.json › shop › de-DE › com.emberforge.crownhold.gold.100 › any › name = 100 Goldmünzen
         castle-coins.json › shop › de-DE › com.emberforge.crownhold.gold.100 › any › description = Ein Beutel Gold für schnellere Upgrades
        -castle-coins.json › shop › de-DE › com.emberforge.crownhold.gold.100 › any › price = 0,99<U+00A0>€
        +castle-coins.json › shop › de-DE › com.emberforge.crownhold.gold.100 › any › price = 1,09<U+00A0>€
         castle-coins.json › shop › de-DE › com.emberforge.crownhold.gold.100 › without-offer › call-to-action = Kaufen
         castle-coins.json › shop › de-DE › com.emberforge.crownhold.gold.100 › without-offer › disclosure = Die Zahlung wird bei Bestätigung des Kaufs über dein Konto abgerechnet.
         castle-coins.json › shop › de-DE › com.emberforge.crownhold.gold.550 › any › name = 550 Goldmünzen

        """

    @Test func theTableStartsWithTheHeaderAndKeepsU00A0() throws {
        let result = try CommandLineTool.run(["strings", "castle-coins.json", "--locales", "de-DE"], directory: try Self.recorded())
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        let lines = result.standardOutput.split(separator: "\n").prefix(2)
        #expect(
            Array(lines) == [
                "# catalog-site strings, format 1, ICU 72, CLDR 42",
                "castle-coins.json › shop › de-DE › page › any › restore = Käufe wiederherstellen",
            ])
        #expect(result.standardOutput.contains("gold.100 › any › price = 0,99\u{00A0}€\n"))
    }

    @Test func anUnchangedTablePassesSilently() throws {
        let result = try CommandLineTool.run(Self.check, directory: try Self.recorded())
        #expect(result.status == 0)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == "strings.txt: 34 strings unchanged (ICU 72, CLDR 42)\n")
    }

    @Test func aChangedPriceIsAUnifiedDiffOfExactlyThatLine() throws {
        let folder = try Self.recorded()
        try Self.changePrice(in: folder)
        let result = try CommandLineTool.run(Self.check, directory: folder)
        #expect(result.status == 1)
        #expect(
            result.standardOutput == """
                # invisible characters are marked: <U+00A0> no-break space
                --- strings.txt
                +++ current

                """ + Self.priceDiff)
        #expect(
            result.standardError
                == "strings.txt: 1 string changed, 0 added, 0 removed (if intended, re-record with catalog-site strings … > strings.txt)\n")
    }

    @Test func aFileFromAnotherICUIsReportedFirst() throws {
        let folder = try Self.recorded()
        try Self.changePrice(in: folder)
        let file = folder.appendingPathComponent("strings.txt")
        let text = try SiteFixture.read(file).replacingOccurrences(of: "ICU 72, CLDR 42", with: "ICU 74, CLDR 44")
        try Data(text.utf8).write(to: file)
        let (status, output) = try Self.runMerged(Self.check, in: folder)
        #expect(status == 1)
        #expect(
            output == """
                note: strings.txt was written with ICU 74 (CLDR 44); this is ICU 72 (CLDR 42): expect differences from CLDR data; review them, then re-record the file with catalog-site strings (same paths and --locales) > strings.txt
                # invisible characters are marked: <U+00A0> no-break space
                --- strings.txt
                +++ current
                @@ -1,4 +1,4 @@
                -# catalog-site strings, format 1, ICU 74, CLDR 44
                +# catalog-site strings, format 1, ICU 72, CLDR 42
                 castle-coins.json › shop › de-DE › page › any › restore = Käufe wiederherstellen
                 castle-coins.json › shop › de-DE › page › any › terms = Nutzungsbedingungen
                 castle-coins.json › shop › de-DE › page › any › privacy = Datenschutzerklärung

                """ + Self.priceDiff
                + "strings.txt: 1 string changed, 0 added, 0 removed (if intended, re-record with catalog-site strings … > strings.txt)\n")
    }

    @Test func lintFindingsDoNotStopTheTableAndNewlinesAreEscaped() throws {
        let folder = try SiteFixture.temporaryFolder()
        _ = try SiteFixture.catalogFile(
            #"""
            { "name": "X", "products": [ { "id": "com.example.coins", "type": "consumable", "prices": { "US": "0" },
                "localizations": { "en_US": { "displayName": "Coins", "description": "A bag\nof coins" } } } ],
              "paywalls": [ { "id": "shop", "products": ["com.example.coins"], "locales": ["en_US"] } ] }
            """#, in: folder)
        let result = try CommandLineTool.run(["strings", "app.json"], directory: folder)
        #expect(result.status == 0)
        #expect(
            result.standardOutput == #"""
                # catalog-site strings, format 1, ICU 72, CLDR 42
                app.json › shop › en-US › page › any › restore = Restore purchases
                app.json › shop › en-US › page › without-offer › title = X
                app.json › shop › en-US › com.example.coins › any › name = Coins
                app.json › shop › en-US › com.example.coins › any › description = A bag\nof coins
                app.json › shop › en-US › com.example.coins › any › price = $0.00
                app.json › shop › en-US › com.example.coins › without-offer › call-to-action = Buy
                app.json › shop › en-US › com.example.coins › without-offer › disclosure = Payment is charged to your account when you confirm the purchase.

                """#)
        #expect(
            result.standardError
                == "warning: the catalogs have 1 lint error and 1 lint warning; the strings are listed as the pages would show them (catalog-site lint lists the findings)\n"
        )
    }

    static let usageErrors: [(arguments: [String], message: String)] = [
        (
            ["strings", "castle-coins.json", "--check", "missing.txt"],
            "error: --check missing.txt: no such file (hint: write it first with catalog-site strings > missing.txt)\n"
        ),
        (
            ["strings", "castle-coins.json", "--check", "castle-coins.json"],
            "error: castle-coins.json:1: not a catalog-site strings table: the first line is not \"# catalog-site strings, format N, ICU N, CLDR N\" (hint: write the file with catalog-site strings [paths] [--locales LIST] > FILE, then check against it)\n"
        ),
        (
            ["strings", "castle-coins.json", "--format", "xml"],
            """
            Error: The value 'xml' is invalid for '--format <format>'. Please provide one of 'text' and 'json'.
            Help:  --format <format>  text (one `key = value` line per string) or json (the same entries, for tools).
            Usage: catalog-site strings [<paths> ...] [--locales <locales>] [--format <format>] [--check <file>]
              See 'catalog-site strings --help' for more information.

            """
        ),
        (
            ["strings", "castle-coins.json", "--format", "json", "--check", "strings.txt"],
            """
            Error: --check compares text tables; drop --format json (write the file with the default --format text)
            Usage: catalog-site strings [<paths> ...] [--locales <locales>] [--format <format>] [--check <file>]
              See 'catalog-site strings --help' for more information.

            """
        ),
        (
            ["strings", "missing.json"],
            "error: missing.json: no such file or folder (hint: give a catalog file (.json, .storekit) or a folder of them)\n"
        ),
        (
            ["strings", "castle-coins.json", "--locales", ""],
            """
            Error: --locales "" names no locale; give a list such as en_US,fr-FR,ar_SA, or all
            Usage: catalog-site strings [<paths> ...] [--locales <locales>] [--format <format>] [--check <file>]
              See 'catalog-site strings --help' for more information.

            """
        ),
    ]

    @Test(arguments: usageErrors)
    func usageAndIOErrorsExit2(_ arguments: [String], _ message: String) throws {
        let result = try CommandLineTool.run(arguments, directory: try Self.recorded())
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == message)
    }

    /// The tool run through `/bin/sh` with standard error merged into standard output, as a terminal or a
    /// CI log shows them.
    static func runMerged(_ arguments: [String], in folder: URL) throws -> (Int32, String) {
        let quoted = ([CommandLineTool.executable.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: #"'\''"#) + "'" }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", quoted.joined(separator: " ") + " 2>&1"]
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
