import CatalogJSON

extension JSONSyntaxError {
    /// Where the parser stopped, as diagnostics give it.
    package var location: Diagnostic.Location { Diagnostic.Location(position) }

    /// The rule a diagnostic about this error reports.
    var rule: Diagnostic.Rule {
        switch kind {
        case .invalidUTF8: .invalidUTF8
        case .empty: .emptyFile
        default: .jsonSyntax
        }
    }
}
