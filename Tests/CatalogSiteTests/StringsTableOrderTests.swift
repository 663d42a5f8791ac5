import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogSite

/// The strings table is made on every core (pages listed in parallel, the text written in runs of lines)
/// and must keep the table's order: pages in the build's plan order, lines in entry order.
@Suite("Strings table order")
struct StringsTableOrderTests {
    /// Locales in several scripts and directions, and a pseudo-locale: about a hundred pages of the
    /// example catalogs, enough for every thread to list many of them.
    static let locales = [
        "en-US", "de-DE", "fr-FR", "ja-JP", "ar-SA", "he-IL", "hi-IN", "zh-Hant-TW", "pt-BR", "ru-RU", "ko-KR", "th-TH",
        "sv-SE", "pl-PL", "tr-TR", "en-XA", "es-MX", "nl-NL", "da-DK", "fi-FI",
    ]

    @Test func pagesAreListedInTheBuildsOrder() throws {
        let inputs = [SiteFixture.exampleCatalogs]
        let table = try StringsTable(inputs: inputs, locales: .list(Self.locales))
        var listed: [String] = []
        for entry in table.entries {
            let page = "\(entry.catalog) › \(entry.paywall) › \(entry.locale)"
            if listed.last != page { listed.append(page) }
        }
        let report = try SiteBuilder(options: BuildOptions(inputs: inputs, locales: .list(Self.locales))).buildInMemory().report
        let built = report.pages.map { "\(URL(fileURLWithPath: $0.catalog).lastPathComponent) › \($0.paywall) › \($0.locale)" }
        #expect(built.count > 80)
        #expect(listed == built)
    }

    @Test func textKeepsTheEntriesOrderAcrossRuns() {
        // 10,000 lines: three runs of 4,096 and a shorter one.
        let entries = (0..<10_000).map { index in
            StringsTable.Entry(
                catalog: "app.json", paywall: "p\(index / 100)", locale: "de-DE", plan: index % 7 == 0 ? nil : "com.example.\(index)",
                state: .any, field: "name", value: index % 11 == 0 ? "line\n\(index)" : "value \(index)")
        }
        let table = StringsTable(entries: entries)
        let expected = ([table.header] + entries.map(\.line)).joined(separator: "\n") + "\n"
        #expect(Array(table.text.utf8) == Array(expected.utf8))
    }
}
