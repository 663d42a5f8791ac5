import Catalog

/// The lint case of issue 8: catalogs generated with 1,000 and 4,000 findings, read and linted in
/// memory. Half the findings are reader errors (a price written as a JSON number), half are paywalls
/// naming unknown products (every other one a typo of a real ID, so "did you mean" searches run).
/// Lint must stay linear: the 4,000 case should take about 4 times as long as the 1,000 one, not 16.
struct LintWorkload {
    static let sizes = [(1_000, "1,000"), (4_000, "4,000")]

    /// A catalog with `findings` findings, as JSON text, deterministic.
    static func catalogText(findings: Int) -> String {
        let half = findings / 2
        var products: [String] = []
        for index in 0..<half {
            products.append(
                """
                { "id": "com.example.app.pack\(index)", "type": "consumable", "prices": { "US": 4.99 }, "localizations": { "en_US": { "displayName": "Pack \(index)", "description": "Coins" } } }
                """)
        }
        var paywalls: [String] = []
        for index in 0..<(findings - half) {
            let unknown = index.isMultiple(of: 2) ? "com.example.app.pakc\(index)" : "com.example.other.thing\(index)"
            paywalls.append(
                """
                { "id": "shop\(index)", "products": ["\(unknown)"], "copy": { "en_US": { "title": "Shop" } } }
                """)
        }
        return """
            { "name": "Generated", "products": [ \(products.joined(separator: ",\n")) ],
              "paywalls": [ \(paywalls.joined(separator: ",\n")) ] }
            """
    }

    func cases() -> [BenchmarkCase] {
        Self.sizes.map { size, name in
            let bytes = Array(Self.catalogText(findings: size).utf8)
            return BenchmarkCase(name: "lint/\(name) findings", iterations: size) {
                let findings = CatalogLoader.load(bytes: bytes, file: "generated.json").findings()
                guard findings.count == size else { throw BenchError("\(findings.count) findings, expected \(size)") }
                return findings.count
            }
        }
    }
}
