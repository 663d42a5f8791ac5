import ArgumentParser
import CatalogSite
import Testing

@testable import catalog_site

/// The options `build` and `serve` share (`SiteOptions`), and `--locales` parsed once as a value
/// (`LocalesOption`), which `strings` takes too (issue 22, item 4).
@Suite("Shared site options")
struct SiteOptionsTests {
    static let localesCases: [(argument: String, selection: BuildOptions.LocaleSelection)] = [
        ("all", .all),
        (" all ", .all),
        ("en_US", .list(["en_US"])),
        ("en_US,fr-FR,ar_SA", .list(["en_US", "fr-FR", "ar_SA"])),
        ("ja_JP, ,ko_KR,", .list(["ja_JP", "ko_KR"])),
        ("", .list([])),
        (" , ", .list([])),
    ]

    @Test(arguments: localesCases) func aLocalesValueIsParsedOnce(_ example: (argument: String, selection: BuildOptions.LocaleSelection))
        throws
    {
        let option = LocalesOption(argument: example.argument)
        #expect(option.selection == example.selection)
        #expect(option.namesNoLocale == (example.selection == .list([])))
        if !option.namesNoLocale {
            #expect(try BuildCommand.parse(["--locales", example.argument]).site.locales == option)
        }
    }

    /// An empty `--locales` (an unset CI variable) is a usage error with the same words in every command.
    @Test(arguments: ["build", "serve", "strings"]) func anEmptyLocalesValueIsRefusedAlike(_ command: String) {
        let arguments = ["--locales", ""]
        let expected = #"--locales "" names no locale; give a list such as en_US,fr-FR,ar_SA, or all"#
        let message: String
        do {
            switch command {
            case "build": _ = try BuildCommand.parse(arguments)
            case "serve": _ = try ServeCommand.parse(arguments)
            default: _ = try StringsCommand.parse(arguments)
            }
            Issue.record("\(command) accepted an empty --locales")
            return
        } catch {
            message = CatalogSiteTool.message(for: error)
        }
        #expect(message == expected)
    }

    /// `build` and `serve` declare the shared options once: the same arguments give the same inputs,
    /// locales and theme.
    @Test func buildAndServeReadTheSharedOptionsAlike() throws {
        let arguments = ["a.json", "b.storekit", "--locales", "de_DE,ja_JP", "--theme", "brand"]
        let build = try BuildCommand.parse(arguments).options(project: nil)
        let serve = try ServeCommand.parse(arguments).options(project: nil)
        #expect(build.inputs == ["a.json", "b.storekit"])
        #expect(build.locales == .list(["de_DE", "ja_JP"]))
        #expect(build.theme == "brand")
        #expect(serve.inputs == build.inputs)
        #expect(serve.locales == build.locales)
        #expect(serve.theme == build.theme)
    }
}
