import Catalog
import Foundation
import Testing

/// `lint --format json` is for tools: whatever the findings name (a missing file, quotes, control
/// characters, non-ASCII paths, positions of 0), the output parses and round-trips.
@Suite("Diagnostics as JSON")
struct DiagnosticJSONTests {
    static let findings = [
        Diagnostic(
            .error, rule: .fileUnreadable, "no such file", file: "missing \"quoted\"\\dir\n\t\u{01}.json",
            location: Diagnostic.Location(line: 0, column: 0), path: "", hint: "check the path"),
        Diagnostic(
            .warning, rule: .displayNameTooLong, "display name \"Größe ✓\" is long", file: "catalogs/ünïcode 日本.json",
            location: Diagnostic.Location(line: 3, column: 7), path: "products[0].localizations.de_DE.displayName"),
    ]

    @Test func outputParsesAndRoundTrips() throws {
        let text = Diagnostic.json(Self.findings)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(parsed.count == 2)
        #expect(parsed[0]["file"] as? String == "missing \"quoted\"\\dir\n\t\u{01}.json")
        #expect(parsed[0]["line"] as? Int == 0)
        #expect(parsed[1]["file"] as? String == "catalogs/ünïcode 日本.json")
        #expect(try JSONDecoder().decode([Diagnostic].self, from: Data(text.utf8)) == Self.findings)
    }

    @Test func noFindingsIsAnEmptyArray() throws {
        let parsed = try JSONSerialization.jsonObject(with: Data(Diagnostic.json([]).utf8)) as? [Any]
        #expect(parsed?.isEmpty == true)
    }
}
