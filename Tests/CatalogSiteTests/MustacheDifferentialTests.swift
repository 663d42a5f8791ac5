import CatalogTestSupport
import Foundation
import Mustache
import Testing

@testable import CatalogSite

/// The compiled renderer against swift-mustache, its oracle, on random templates and contexts
/// (`RandomTemplate`): every template the compiler compiles renders to the same bytes both ways, and
/// swift-mustache parses it. Cases are seeded (`SplitMix`), so a failure prints the seed that
/// reproduces it: `MUSTACHE_CASE=0x… swift test --filter MustacheDifferentialTests` runs that one case, and
/// `MUSTACHE_SEED=…` draws another 10,000 cases.
@Suite("Compiled renderer against swift-mustache")
struct MustacheDifferentialTests {
    /// How many compiled templates must agree with swift-mustache.
    static let compiledCases = 10_000

    /// The outcome of one case.
    enum Outcome: Equatable {
        case same
        /// The compiler left the template to swift-mustache (a partial, a section with one standalone tag).
        case leftToSwiftMustache
        case different(String)
    }

    @Test("random templates render to the same bytes as with swift-mustache")
    func randomTemplatesAgree() throws {
        let environment = ProcessInfo.processInfo.environment
        if let only = environment["MUSTACHE_CASE"].flatMap(Self.number) {
            let outcome = Self.run(seed: only)
            if case .different(let report) = outcome { Issue.record("\(report)") }
            #expect(outcome == .same || outcome == .leftToSwiftMustache)
            return
        }
        var seeds = SplitMix(seed: environment["MUSTACHE_SEED"].flatMap(Self.number) ?? 0x5EED_2022)
        var compiled = 0, leftToSwiftMustache = 0, failures: [String] = []
        while compiled < Self.compiledCases, failures.count < 5 {
            switch Self.run(seed: seeds.next()) {
            case .same: compiled += 1
            case .leftToSwiftMustache: leftToSwiftMustache += 1
            case .different(let report): failures.append(report)
            }
        }
        #expect(failures == [])
        #expect(compiled >= Self.compiledCases)
        // Most templates are compiled: the grammar exercises the compiled renderer, not the fallback.
        #expect(leftToSwiftMustache < compiled / 2, "\(leftToSwiftMustache) templates left to swift-mustache")
    }

    /// One case: a template, a context and (every eighth case) a partial, from `seed`.
    static func run(seed: UInt64) -> Outcome {
        var random = RandomTemplate(seed: seed, partials: seed % 8 == 0)
        let template = random.template()
        let partial = random.partials ? random.partial() : nil
        let context = random.context()
        func shown() -> String {
            "seed 0x\(String(seed, radix: 16)) (MUSTACHE_CASE=0x\(String(seed, radix: 16))): template \(template.debugDescription)"
        }
        let tokens: [TemplateToken]
        do {
            tokens = try TemplateScanner(template).tokens()
            try TemplateScanner(template).checkNesting(TemplateScanner.tags(in: tokens))
        } catch {
            return .different("\(shown()): the generator wrote a template the theme refuses: \(error.rendered)")
        }
        var fallback = MustacheFallback.html()
        let expected: String
        do {
            if let partial { fallback.register(try fallback.parse(partial), named: RandomTemplate.partialName) }
            fallback.register(try fallback.parse(template), named: "template")
            expected = fallback.render(context, template: "template") ?? ""
        } catch {
            return .different("\(shown()): swift-mustache does not parse it: \(error)")
        }
        guard let compiled = TemplateCompiler.compile(tokens) else { return .leftToSwiftMustache }
        let actual = TemplateRenderer.render(compiled, context)
        guard Array(actual.utf8) == Array(expected.utf8) else {
            return .different(
                "\(shown()), context \(context):\n  compiled:       \(actual.debugDescription)\n  swift-mustache: \(expected.debugDescription)"
            )
        }
        return .same
    }

    /// A seed written in decimal or as 0x… hexadecimal.
    static func number(_ text: String) -> UInt64? {
        text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    }
}
