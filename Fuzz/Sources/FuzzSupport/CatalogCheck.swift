@_spi(Fuzzing) import Catalog
import FuzzJSONParser

/// Reads and lints catalog bytes as `catalog-site lint` does, and checks what a user would rely on.
public enum CatalogCheck {
    /// Loads, lints and renders the findings of `bytes` read as `file` (its extension picks the format).
    ///
    /// Checks that a file without a catalog has an error, that every finding names the file and a
    /// position inside it with a rule and a message, and that the JSON rendering is valid JSON.
    @discardableResult
    public static func run(_ bytes: [UInt8], file: String) -> (ProductCatalog?, [Diagnostic]) {
        let output = CatalogLoader.load(bytes: bytes, file: file)
        let findings = output.findings()
        if output.catalog == nil {
            FuzzCheck.require(output.diagnostics.contains { $0.severity == .error }, "no catalog, but no error either")
        }
        let lines = FuzzCheck.lineCount(bytes)
        for finding in findings {
            let text = finding.rendered
            FuzzCheck.require(finding.file == file, "finding names another file: \(text)")
            FuzzCheck.require(!finding.rule.rawValue.isEmpty && !finding.message.isEmpty, "finding without rule or message: \(text)")
            FuzzCheck.require(finding.line >= 1 && finding.line <= lines && finding.column >= 1, "position outside the file: \(text)")
        }
        let json = Diagnostic.json(findings)
        FuzzCheck.require((try? JSONParser.parse(Array(json.utf8))) != nil, "the JSON rendering of the findings is not JSON")
        _ = Diagnostic.summary(findings, files: 1)
        compareWithGeneralPath(bytes, file: file, output, findings)
        return (output.catalog, findings)
    }

    /// The fast paths (the parser's word scan, the readers' plain copy and localizations) give what the
    /// general path gives: the same catalog and the same findings at the same positions.
    static func compareWithGeneralPath(_ bytes: [UInt8], file: String, _ output: CatalogLoader.Output, _ findings: [Diagnostic]) {
        let general = CatalogLoader.loadAlongGeneralPaths(bytes: bytes, file: file)
        FuzzCheck.require(general.findings() == findings, "the general path finds otherwise: \(general.findings()) against \(findings)")
        let (fast, slow) = (output.catalog, general.catalog)
        FuzzCheck.require(
            fast?.products == slow?.products && fast?.paywalls == slow?.paywalls && fast?.groups == slow?.groups,
            "the general path reads another catalog")
    }
}
