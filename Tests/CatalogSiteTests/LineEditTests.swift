import Testing

@testable import CatalogSite

/// The edit script under `TextDiff`: it rebuilds the new text, is as short as the longest common
/// subsequence allows, and falls back to "all removed, then all added" past its limit.
@Suite("Line edit script")
struct LineEditTests {
    /// Small texts over a three-line alphabet from a fixed linear congruential sequence, so every run tests
    /// the same 300 pairs.
    static let pairs: [([String], [String])] = {
        var state: UInt64 = 12_345
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        return (0..<300).map { _ in
            ((0..<next(9)).map { _ in ["a", "b", "c"][next(3)] }, (0..<next(9)).map { _ in ["a", "b", "c"][next(3)] })
        }
    }()

    static func longestCommonSubsequence(_ a: [String], _ b: [String]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in a.indices.reversed() {
            for j in b.indices.reversed() {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }

    @Test func scriptsRebuildTheNewTextWithTheFewestChanges() {
        for (old, new) in Self.pairs {
            let script = LineEdit.script(from: old, to: new)
            var rebuilt: [String] = []
            var oldSeen: [Int] = []
            for edit in script {
                switch edit {
                case .same(let x, let y):
                    #expect(old[x] == new[y])
                    rebuilt.append(new[y])
                    oldSeen.append(x)
                case .removed(let x): oldSeen.append(x)
                case .added(let y): rebuilt.append(new[y])
                }
            }
            #expect(rebuilt == new, "\(old) → \(new)")
            #expect(oldSeen == Array(old.indices), "\(old) → \(new)")
            let kept = script.filter { !$0.isChange }.count
            #expect(kept == Self.longestCommonSubsequence(old, new), "\(old) → \(new)")
        }
    }

    @Test func pastTheLimitTheMiddleIsRemovedThenAdded() {
        let script = LineEdit.script(from: ["x", "a", "b", "y"], to: ["x", "b", "a", "y"], limit: 1)
        #expect(
            script == [.same(old: 0, new: 0), .removed(old: 1), .removed(old: 2), .added(new: 1), .added(new: 2), .same(old: 3, new: 3)])
    }

    @Test func aTableWithCRLFLineEndsOrAByteOrderMarkReadsAsWritten() throws {
        let table = "# catalog-site strings, format 1, ICU 72, CLDR 42\nk = 9,99\u{00A0}€\nl = a\\rb\n"
        let crlf = try StringsTableFile(text: "\u{FEFF}" + table.replacingOccurrences(of: "\n", with: "\r\n"), path: "t.txt")
        let plain = try StringsTableFile(text: table, path: "t.txt")
        #expect(crlf == plain)
        #expect(plain.lines == ["# catalog-site strings, format 1, ICU 72, CLDR 42", "k = 9,99\u{00A0}€", "l = a\\rb"])
        #expect(plain.values == ["k": "9,99\u{00A0}€", "l": "a\rb"])
    }
}
