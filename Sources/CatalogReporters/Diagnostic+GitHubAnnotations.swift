import Catalog
import Foundation

extension Diagnostic {
    /// GitHub Actions workflow commands, one line per diagnostic:
    /// `::error file=PATH,line=L,col=C,title=RULE::MESSAGE` (`warning` and `notice` for the other
    /// severities), escaped as GitHub's `@actions/core` escapes them.
    ///
    /// ```swift
    /// print(Diagnostic.githubAnnotations(findings))
    /// // ::error file=catalogs/shop.json,line=4,col=13,title=price-zero::the price is 0%0Ahint: …
    /// ```
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
}
