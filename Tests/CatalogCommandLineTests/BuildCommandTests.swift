import CatalogTestSupport
import Foundation
import Testing

@Suite("catalog-site build and lint", .removesTemporaryFolders)
struct BuildCommandTests {
    @Test func buildsTheExampleCatalogs() throws {
        let folder = try SiteFixture.temporaryFolder()
        let out = folder.appendingPathComponent("_site").path
        let result = try CommandLineTool.run(["build", SiteFixture.exampleCatalogs, "--out", out])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasSuffix("pulse-fitness.json · main: 12 locales → \(out)/pulse-fitness/main/") })
        #expect(lines.last?.hasPrefix("Wrote 24 pages, 4 overviews and index.html in \(out)/") == true)
        #expect(FileManager.default.fileExists(atPath: out + "/index.html"))
        #expect(FileManager.default.fileExists(atPath: out + "/.catalog-site"))
    }

    @Test func localesOption() throws {
        let folder = try SiteFixture.temporaryFolder()
        let out = folder.appendingPathComponent("_site").path
        let result = try CommandLineTool.run([
            "build", SiteFixture.exampleCatalogs + "/castle-coins.json", "--out", out, "--locales", "en_US,fr-FR, ar_SA",
        ])
        #expect(result.status == 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: out + "/castle-coins/shop").sorted() == [
                "ar-sa.html", "en-us.html", "fr-fr.html", "index.html",
            ])
        let bad = try CommandLineTool.run(["build", SiteFixture.exampleCatalogs, "--out", out, "--locales", "en_US,xx_YY"])
        #expect(bad.status == 2)
        #expect(bad.standardError.contains("plan pages: --locales: ICU has no locale data for \"xx_YY\""))
    }

    @Test func screenshotsWithoutChromiumSayHowToInstallIt() throws {
        let folder = try SiteFixture.temporaryFolder()
        let process = Process()
        process.executableURL = CommandLineTool.executable
        process.arguments = ["build", SiteFixture.exampleCatalogs, "--out", folder.appendingPathComponent("_site").path, "--screenshots"]
        process.environment = ["PATH": "/nonexistent"]
        let error = Pipe()
        process.standardError = error
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(message.contains("headless Chromium is not installed"))
        #expect(message.contains("apt-get install chromium fonts-noto-core fonts-noto-cjk"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("_site").path))
    }

    @Test func lintIsCleanOnTheExamples() throws {
        let result = try CommandLineTool.run(["lint", SiteFixture.exampleCatalogs])
        #expect(result.status == 0)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == "0 errors, 0 warnings in 7 files\n")
    }

    @Test func lintReportsWithPositionsAndExitsOne() throws {
        let folder = try SiteFixture.temporaryFolder()
        let file = try SiteFixture.catalogFile(
            #"{ "name": "X", "products": [ { "id": "a b", "type": "nonConsumable", "prices": { "US": "0.999" }, "localizations": { "en_US": { "displayName": "A", "description": "B" } } } ] }"#,
            in: folder)
        let result = try CommandLineTool.run(["lint", file])
        #expect(result.status == 1)
        #expect(
            result.standardOutput == """
                \(file):1:38: error: product ID "a b": a space at position 2: App Store IDs use letters, digits, '.', '_' and '-' [product-id-invalid]
                  at products[0].id
                  hint: e.g. com.example.pro.monthly
                \(file):1:88: error: price 0.999 USD has more fraction digits than USD uses (2) [price-fraction-digits]
                  at products[0].prices.US
                  hint: keep 2 fraction digits: 0.99

                """)
        let json = try CommandLineTool.run(["lint", file, "--format", "json"])
        let decoded = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]]
        #expect(decoded?.count == 2)
        #expect(decoded?.first?["rule"] as? String == "product-id-invalid")
        #expect(decoded?.first?["line"] as? Int == 1)
    }

    @Test func strictMakesWarningsFail() throws {
        let folder = try SiteFixture.temporaryFolder()
        let file = try SiteFixture.catalogFile(
            #"{ "name": "X", "products": [ { "id": "a", "type": "nonConsumable", "period": "P1M", "prices": { "US": "0.99" }, "localizations": { "en_US": { "displayName": "A", "description": "B" } } } ] }"#,
            in: folder)
        #expect(try CommandLineTool.run(["lint", file]).status == 0)
        #expect(try CommandLineTool.run(["lint", file, "--strict"]).status == 1)
    }
}
