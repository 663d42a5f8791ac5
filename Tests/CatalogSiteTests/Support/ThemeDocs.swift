@testable import CatalogSite

/// The variable tables of `docs/themes.md` and of the DocC article `ThemeAuthoring.md`, as the view models'
/// `TemplateVariables` say they must read.
enum ThemeDocs {
    /// The documents that list every template's names, relative to the repository.
    static let documents = ["docs/themes.md", "Sources/CatalogSite/CatalogSite.docc/ThemeAuthoring.md"]

    static func table(_ variables: TemplateVariables) -> String {
        var lines = ["| Name | Kind | Holds |", "|---|---|---|"]
        for variable in variables.variables {
            lines.append("| `\(variable.name)` | \(kind(variable.kind)) | \(variable.summary) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func kind(_ kind: TemplateVariables.Kind) -> String {
        switch kind {
        case .text: "text"
        case .optionalText: "text or nothing"
        case .texts: "list of texts"
        case .flag: "true or false"
        case .html: "HTML: `{{{…}}}`"
        case .models(let model): "list: \(model.model)"
        case .model(let model): "\(model.model), or nothing"
        }
    }

    /// Every model a template reaches: its own and those of the lists and optional models it can step
    /// into, each once.
    static func models(of variables: TemplateVariables) -> [TemplateVariables] {
        var result = [variables]
        for variable in variables.variables {
            switch variable.kind {
            case .models(let model), .model(let model):
                for nested in models(of: model) where !result.contains(where: { $0.model == nested.model }) { result.append(nested) }
            default: continue
            }
        }
        return result
    }
}
