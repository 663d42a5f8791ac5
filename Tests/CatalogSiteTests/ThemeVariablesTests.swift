import Testing

@testable import CatalogSite

/// A view model's table (`ThemeVariables`) is the one place its template variables are declared: the
/// lookup, the checker and the docs (`ThemeErrorTests.docsListEveryTemplateAndItsVariables`) all come
/// from it, and `ThemeErrorTests.theVariablesAreTheViewModelsValues` checks each name gives a value.
@Suite("Theme variable tables")
struct ThemeVariablesTests {
    /// No table declares a name twice: its lookup would never reach the second row.
    @Test(arguments: Theme.templateNames)
    func everyNameIsDeclaredOnce(_ template: String) throws {
        for model in ThemeDocs.models(of: try #require(Theme.variables[template])) {
            let names = model.variables.map(\.name)
            #expect(names.count == Set(names).count, "\(model.model) declares a name twice")
        }
    }

    /// Every name of the template's table, and of the tables its sections step into, placed as its kind
    /// says, passes the checker.
    @Test(arguments: Theme.templateNames)
    func theCheckerAcceptsEveryNameOfTheTable(_ template: String) throws {
        for text in Self.uses(of: try #require(Theme.variables[template])) {
            #expect(ThemeErrorTests.problems(text, template: template) == [], "\(template): \(text)")
        }
    }

    /// A name of another template's table only is refused: the checker knows no name the table lacks.
    @Test(arguments: Theme.templateNames)
    func theCheckerRefusesEveryOtherName(_ template: String) throws {
        let own = Set(try #require(Theme.variables[template]).names)
        let others = Set(Theme.variables.values.flatMap { ThemeDocs.models(of: $0) }.flatMap(\.names)).subtracting(own)
        #expect(!others.isEmpty)
        for name in others.sorted() {
            #expect(ThemeErrorTests.problems("{{\(name)}}", template: template).count == 1, "\(template): \(name)")
        }
    }

    /// The lookup answers exactly the table's names: a name's row gives its value, and a model of
    /// another table's names gives nothing (Mustache then searches the enclosing contexts).
    @Test func theLookupAnswersTheTablesNamesOnly() {
        let link = LocaleLink(tag: "de-DE", name: "Deutsch", href: "de-de.html")
        #expect(LocaleLink.variables.schema.names == ["href", "name", "tag"])
        #expect((link.child(named: "name") as? ThemeText)?.text == "Deutsch")
        #expect(link.child(named: "lang") == nil)
    }

    /// One template per name: `{{name}}`, `{{{name}}}` or a section, with each name of a model's table
    /// placed inside a section over it (two levels deep).
    static func uses(of variables: TemplateVariables, depth: Int = 2) -> [String] {
        variables.variables.flatMap { variable -> [String] in
            let name = variable.name
            switch variable.kind {
            case .text, .optionalText: return ["{{\(name)}}"]
            case .html: return ["{{{\(name)}}}"]
            case .texts: return ["{{#\(name)}}{{.}}{{/\(name)}}"]
            case .flag: return ["{{#\(name)}}yes{{/\(name)}}{{^\(name)}}no{{/\(name)}}"]
            case .models(let model), .model(let model):
                guard depth > 0 else { return ["{{#\(name)}}{{/\(name)}}"] }
                return uses(of: model, depth: depth - 1).map { "{{#\(name)}}\($0){{/\(name)}}" }
            }
        }
    }
}
