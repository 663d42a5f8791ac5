import CatalogTestSupport
import Testing

@testable import CatalogSite

/// The strings table's escaping has a fast path (`StringsTable.needsNoEscape(_:inKey:)`: text with
/// nothing to escape is returned as it is, after one look at its bytes) in front of the general path
/// (`StringsTable.escaped(_:alsoEscaping:)`, a scalar at a time). On 20,000 random texts drawn from the
/// scalars around every escaped one (their UTF-8 neighbours: U+009F and U+00A0, U+2027 to U+202F, U+203A,
/// `<`, `=`, `>`, `[`, `\`, `]`, controls, tabs, emoji), both give the same bytes, for values and key parts.
@Suite("Strings table escaping: fast path against the general path")
struct StringsTableEscapingTests {
    /// Escaped scalars and the scalars that share all but the last UTF-8 byte with them.
    static let scalars: [Unicode.Scalar] = [
        "\u{0}", "\u{9}", "\u{A}", "\u{B}", "\u{D}", "\u{1F}", " ", "<", "=", ">", "[", "\\", "]", "a", "~", "\u{7F}", "\u{80}",
        "\u{85}", "\u{9F}", "\u{A0}", "\u{A9}", "\u{BF}", "\u{C0}", "€", "\u{2000}", "\u{2027}", "\u{2028}", "\u{2029}", "\u{202F}",
        "\u{2039}", "\u{203A}", "\u{203B}", "\u{20AC}", "\u{2E80}", "\u{E280}", "😀",
    ]

    @Test func fastPathAgreesWithTheGeneralPath() {
        let seed: UInt64 = 0x5715_2025
        var generator = SplitMix(seed: seed)
        var unchanged = 0
        for number in 0..<20_000 {
            var text = ""
            for _ in 0..<Int(generator.next() % 8) {
                text.unicodeScalars.append(Self.scalars[Int(generator.next() % UInt64(Self.scalars.count))])
            }
            let context = "case \(number) of seed \(seed): \(text.debugDescription)"
            let value = StringsTable.escaped(text, alsoEscaping: [])
            let part = StringsTable.escaped(text, alsoEscaping: ["\u{203A}", "="])
            #expect(Array(StringsTable.escapedValue(text).utf8) == Array(value.utf8), "\(context)")
            #expect(Array(StringsTable.escapedKeyPart(text).utf8) == Array(part.utf8), "\(context)")
            #expect(StringsTable.needsNoEscape(text, inKey: false) == value.utf8.elementsEqual(text.utf8), "\(context)")
            #expect(StringsTable.needsNoEscape(text, inKey: true) == part.utf8.elementsEqual(text.utf8), "\(context)")
            if value.utf8.elementsEqual(text.utf8) { unchanged += 1 }
        }
        // Both outcomes are common, so both paths are compared.
        #expect(unchanged > 1_000 && unchanged < 19_000)
    }
}
