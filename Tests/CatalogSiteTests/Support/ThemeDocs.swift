@testable import CatalogSite

/// The variable tables of `docs/themes.md` and of the DocC article `ThemeAuthoring.md`, derived from the
/// view models' tables (`ThemeVariables`): `CATALOG_WRITE_THEME_DOCS=1 swift test --filter docsList` writes
/// them into both documents.
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

    /// Every model any template reaches, each once.
    static var allModels: [TemplateVariables] {
        var result: [TemplateVariables] = []
        for name in Theme.templateNames {
            for model in models(of: Theme.variables[name] ?? TemplateVariables(name, []))
            where !result.contains(where: { $0.model == model.model }) {
                result.append(model)
            }
        }
        return result
    }

    /// `document` with each table of names replaced by the table of the model whose names it shares
    /// most: the prose around the tables stays as written.
    static func written(_ document: String) -> String {
        var lines = document.components(separatedBy: "\n"), index = 0
        while index < lines.count {
            guard lines[index] == "| Name | Kind | Holds |" else {
                index += 1
                continue
            }
            let end = lines[index...].firstIndex { !$0.hasPrefix("|") } ?? lines.count
            let names = Set(lines[index..<end].compactMap { $0.split(separator: "`").dropFirst().first.map(String.init) })
            let model = allModels.max { shared($0, names) < shared($1, names) }
            let table = model.map { self.table($0).split(separator: "\n").map(String.init) } ?? Array(lines[index..<end])
            lines.replaceSubrange(index..<end, with: table)
            index += table.count
        }
        return lines.joined(separator: "\n")
    }

    /// How alike a model's names and a table's are: the names both have, less those only one has.
    private static func shared(_ model: TemplateVariables, _ names: Set<String>) -> Int {
        let own = Set(model.variables.map(\.name))
        return own.intersection(names).count * 2 - own.symmetricDifference(names).count
    }
}
