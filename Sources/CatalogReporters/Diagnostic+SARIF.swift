import Catalog
import Foundation

extension Diagnostic {
    /// The SARIF 2.1.0 log of one `catalog-site lint` run, for code-scanning tools: every rule described
    /// once in `tool.driver.rules`, every diagnostic a result pointing at its file, line and column.
    ///
    /// Keys are sorted, so the same findings always give the same bytes.
    ///
    /// ```swift
    /// let findings = CatalogLoader.load(path: "catalogs/pulse-fitness.json").findings
    /// let log = Diagnostic.sarif(findings, rules: Diagnostic.Rule.catalogRules)
    /// try log.write(toFile: "lint.sarif", atomically: true, encoding: .utf8)
    /// ```
    ///
    /// - Parameters:
    ///   - diagnostics: The findings, in the order the log lists them.
    ///   - rules: Every rule the run can report, in the order `tool.driver.rules` lists them (a result's
    ///     `ruleIndex` points into it): `Diagnostic.Rule.catalogRules` for Catalog's findings, followed by
    ///     a tool's own; `catalog-site lint` passes CatalogSite's `Diagnostic.Rule.lintRules`.
    public static func sarif(_ diagnostics: [Diagnostic], rules: [Rule]) -> String {
        let driver: [String: Any] = [
            "name": "catalog-site",
            "version": CatalogPackage.version,
            "rules": rules.map { rule -> [String: Any] in
                [
                    "id": rule.rawValue,
                    "shortDescription": ["text": rule.summary],
                    "defaultConfiguration": ["level": rule.defaultSeverity.rawValue],
                    "help": ["text": "\(rule.summary) See docs/lint-rules.md (`\(rule.rawValue)`)."],
                ]
            },
        ]
        let results = diagnostics.map { diagnostic -> [String: Any] in
            var result: [String: Any] = [
                "ruleId": diagnostic.rule.rawValue,
                "ruleIndex": rules.firstIndex(of: diagnostic.rule) ?? 0,
                "level": diagnostic.severity.rawValue,
                "message": ["text": diagnostic.messageWithHint],
                "locations": [
                    [
                        "physicalLocation": [
                            "artifactLocation": ["uri": uriReference(diagnostic.file)],
                            "region": ["startLine": max(1, diagnostic.line), "startColumn": max(1, diagnostic.column)],
                        ]
                    ]
                ],
            ]
            if !diagnostic.path.isEmpty {
                result["logicalLocations"] = [["fullyQualifiedName": diagnostic.path]]
            }
            return result
        }
        let log: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [["tool": ["driver": driver], "results": results]],
        ]
        let options: JSONSerialization.WritingOptions = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? JSONSerialization.data(withJSONObject: log, options: options) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// A file path as a URI reference: forward slashes, and every byte but the unreserved characters and
    /// `/` percent-encoded (UTF-8), so `my file#1.json` becomes `my%20file%231.json`.
    static func uriReference(_ path: String) -> String {
        let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/".utf8)
        var uri = ""
        for byte in path.replacingOccurrences(of: "\\", with: "/").utf8 {
            if unreserved.contains(byte) {
                uri.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                uri += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return uri
    }
}

extension String {
    /// The string with zeros in front, up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
