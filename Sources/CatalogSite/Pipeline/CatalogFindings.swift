import Catalog

/// A catalog's lint findings (errors and warnings) and the paywalls they concern.
///
/// A finding belongs on a paywall's pages when it is about the paywall (its JSON path is inside the
/// paywall's, or inside the subscription group a `.storekit` paywall is inferred from) or about a product
/// one of its plans shows, unless the finding names the one paywall it is about (`Diagnostic.paywallPath`: a
/// product's names missing for that paywall's locales). Findings about nothing a page shows (a catalog-wide field, an unused product)
/// are listed in the index only.
struct CatalogFindings: Sendable {
    /// Every error and warning of the catalog's file, in file order.
    let all: [Diagnostic]
    /// The findings of each paywall of the catalog (in the catalog's order), in file order.
    let byPaywall: [[Diagnostic]]

    init(_ diagnostics: [Diagnostic], catalog: ProductCatalog) {
        let all = diagnostics.filter { $0.severity != .note }
        // By file and path: a catalog read from several files (Google Play) has the same paths in each.
        var byPath: [FilePath: [Int]] = [:]
        var byFile: [String: [Int]] = [:]
        var byPaywallPath: [String: [Int]] = [:]
        for (index, finding) in all.enumerated() {
            if let paywall = finding.paywallPath {
                byPaywallPath[paywall, default: []].append(index)
                continue
            }
            byFile[finding.file, default: []].append(index)
            for ancestor in Self.pathAndAncestors(finding.path) {
                byPath[FilePath(file: finding.file, path: ancestor), default: []].append(index)
            }
        }
        self.all = all
        // A clean catalog's paths are never resolved: that would make the source map's tables for nothing.
        guard !all.isEmpty else {
            byPaywall = Array(repeating: [], count: catalog.paywalls.count)
            return
        }
        byPaywall = catalog.paywalls.map { paywall in
            var indices = Set(byPaywallPath[paywall.path] ?? [])
            let paths = [paywall.path] + paywall.productIDs.compactMap { catalog.product(withID: $0)?.path }
            for path in paths where !path.isEmpty {
                let file = catalog.sourceMap.file(of: path)
                let resolved = catalog.sourceMap.resolve(path)
                // A value that is a whole file (a Play subscription) has every finding of that file.
                indices.formUnion((resolved.isEmpty ? byFile[file] : byPath[FilePath(file: file, path: resolved)]) ?? [])
            }
            return indices.sorted().map { all[$0] }
        }
    }

    /// A finding's file and a JSON path in it.
    private struct FilePath: Hashable {
        let file: String
        let path: String
    }

    /// "products[0].prices.US" → "products[0].prices.US", "products[0].prices", "products[0]", "products".
    static func pathAndAncestors(_ path: String) -> [String] {
        var result: [String] = []
        var current = Substring(path)
        while !current.isEmpty {
            result.append(String(current))
            guard let cut = current.lastIndex(where: { $0 == "." || $0 == "[" }) else { break }
            current = current[..<cut]
        }
        return result
    }

    /// "2 errors, 1 warning": how many of each, naming only the kinds present.
    static func counts(_ findings: [Diagnostic]) -> String {
        counts(errors: findings.filter { $0.severity == .error }.count, warnings: findings.filter { $0.severity == .warning }.count)
    }

    static func counts(errors: Int, warnings: Int) -> String {
        var parts: [String] = []
        if errors > 0 { parts.append("\(errors) error\(errors == 1 ? "" : "s")") }
        if warnings > 0 { parts.append("\(warnings) warning\(warnings == 1 ? "" : "s")") }
        return parts.joined(separator: ", ")
    }
}
