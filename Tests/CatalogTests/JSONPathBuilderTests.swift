import CatalogTestSupport
import Testing

@testable import CatalogFiles
@testable import CatalogJSON
@testable import CatalogText

/// `JSONPath.item(_:_:)` and `JSONPath.concatenate(_:_:_:_:)` build paths through unsafe buffers, a fast
/// path of string concatenation: on 10,000 random parents, keys and indices (empty, ASCII, non-ASCII,
/// negative, large) they must give the strings `+` gives.
@Suite("JSON paths: unsafe builders against concatenation")
struct JSONPathBuilderTests {
    static let parts = ["", "products", "a", "paywalls[3].copy", "localizations[\"en-US\"]", "é", "日本語", "😀x", "[", "\"", "a.b"]
    static let indices = [0, 1, 9, 10, 99, 100, 12_345, Int.max, -1, -10, Int.min]

    /// Up to two of `parts`, joined: a random parent or key.
    static func part(_ generator: inout SplitMix) -> String {
        (0..<Int(generator.next() % 3)).map { _ in parts[Int(generator.next() % UInt64(parts.count))] }.joined()
    }

    @Test func buildersGiveWhatConcatenationGives() {
        let seed: UInt64 = 0x0A7B_2211
        var generator = SplitMix(seed: seed)
        for number in 0..<10_000 {
            let (first, second, third, fourth) = (
                Self.part(&generator), Self.part(&generator), Self.part(&generator), Self.part(&generator)
            )
            let index =
                generator.next() % 2 == 0
                ? Self.indices[Int(generator.next() % UInt64(Self.indices.count))] : Int(truncatingIfNeeded: generator.next() % 100_000)
            let context = "case \(number) of seed \(seed)"
            #expect(JSONPath.item(first, index) == first + "[" + String(index) + "]", "\(context)")
            #expect(JSONPath.concatenate(first, second, third, fourth) == first + second + third + fourth, "\(context)")
            #expect(JSONPath.concatenate(first, second, third) == first + second + third, "\(context)")
        }
    }

    /// `JSONPath.length(_:_:)` counts what `JSONPath.path(_:_:)` builds, and declines a key written in quotes.
    @Test func lengthsAreThoseOfTheBuiltPaths() {
        let seed: UInt64 = 0x1E46_7405
        var generator = SplitMix(seed: seed)
        for number in 0..<10_000 {
            let (parent, key) = (Self.part(&generator), Self.part(&generator))
            let index = Self.indices[Int(generator.next() % UInt64(Self.indices.count))]
            for step in [JSONPath.Step.none, .key(key), .item(index), .memberItem(key, index)] {
                let length = JSONPath.length(parent, step)
                let quoted =
                    if case .key = step { !JSONPath.isSimple(key) } else if case .memberItem = step { !JSONPath.isSimple(key) } else {
                        false
                    }
                #expect((length == nil) == quoted, "case \(number) of seed \(seed): \(step)")
                if let length { #expect(length == JSONPath.path(parent, step).utf8.count, "case \(number) of seed \(seed): \(step)") }
            }
        }
    }
}
