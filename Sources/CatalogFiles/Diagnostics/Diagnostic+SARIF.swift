import CatalogText
import Foundation

extension Diagnostic {
    /// The SARIF 2.1.0 log of one `catalog-site lint` run, for code-scanning tools: every rule described
    /// once in `tool.driver.rules`, every diagnostic a result pointing at its file, line and column.
    ///
    /// Keys are sorted, so the same findings always give the same bytes.
    public static func sarif(_ diagnostics: [Diagnostic]) -> String {
        let rules = Rule.allCases
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

    /// GitHub Actions workflow commands, one line per diagnostic:
    /// `::error file=PATH,line=L,col=C,title=RULE::MESSAGE` (`warning` and `notice` for the other
    /// severities), escaped as GitHub's `@actions/core` escapes them.
    public static func githubAnnotations(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { diagnostic in
            let command =
                switch diagnostic.severity {
                case .error: "error"
                case .warning: "warning"
                case .note: "notice"
                }
            let properties = [
                "file=\(githubProperty(diagnostic.file))",
                "line=\(max(1, diagnostic.line))",
                "col=\(max(1, diagnostic.column))",
                "title=\(githubProperty(diagnostic.rule.rawValue))",
            ]
            return "::\(command) \(properties.joined(separator: ","))::\(githubData(diagnostic.messageWithHint))"
        }
        .joined(separator: "\n")
    }

    /// The message, then the hint on a line of its own.
    var messageWithHint: String {
        guard let hint else { return message }
        return "\(message)\nhint: \(hint)"
    }

    /// A workflow command's message: `%`, CR and LF percent-encoded.
    static func githubData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A workflow command's property value: as a message, and `:` and `,` percent-encoded too.
    static func githubProperty(_ text: String) -> String {
        githubData(text)
            .replacingOccurrences(of: ":", with: "%3A")
            .replacingOccurrences(of: ",", with: "%2C")
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
