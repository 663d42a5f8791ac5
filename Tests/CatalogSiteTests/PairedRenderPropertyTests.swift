import CatalogTestSupport
import Testing

@testable import CatalogSite

/// The paired render (`TemplateRenderer.render(_:_:_:varying:)`, a page and its copy opening without the
/// offer) is a fast path of two single renders: the pieces that do not name the varying value are rendered
/// once. On 2,000 random templates (pieces of `CompiledTemplateTests`' table joined at random) and random
/// varying values, the pair must be the bytes of the two singles.
@Suite("Paired renders against single renders")
struct PairedRenderPropertyTests {
    /// Values another model may give the varying name.
    static var values: [Any] {
        [
            true, false, ThemeText(text: "<x> & y"), [ThemeText(text: "1")], [ThemeText](), 0, 7,
            ["name": ThemeText(text: "Z")] as [String: Any], ThemeText?.none as Any,
        ]
    }

    @Test func pairsRenderAsSingles() throws {
        let seed: UInt64 = 0x9A12_ED22
        var generator = SplitMix(seed: seed)
        let pieces = CompiledTemplateTests.differentialCases
        let names = ["yes", "no", "title", "items", "none", "count", "plans", "user", "language", "missing"]
        var compared = 0
        for number in 0..<2_000 {
            let template = (0...Int(generator.next() % 4)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            guard let compiled = TemplateCompiler.compile(template) else { continue }
            let varying = names[Int(generator.next() % UInt64(names.count))]
            var other = CompiledTemplateTests.model
            let values = Self.values
            other[varying] = values[Int(generator.next() % UInt64(values.count))]
            let (first, second) = TemplateRenderer.render(compiled, CompiledTemplateTests.model, other, varying: varying)
            let context = "case \(number) of seed \(seed), varying \(varying): \(template.debugDescription)"
            #expect(Array(first.utf8) == Array(TemplateRenderer.render(compiled, CompiledTemplateTests.model).utf8), "\(context)")
            #expect(Array(second.utf8) == Array(TemplateRenderer.render(compiled, other).utf8), "\(context)")
            compared += 1
        }
        #expect(compared > 1_500)
    }
}
