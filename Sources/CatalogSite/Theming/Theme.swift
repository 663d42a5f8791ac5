import Catalog
import Foundation
import Mustache

/// The templates and stylesheet a site is rendered with: the default theme embedded in CatalogSite,
/// with any file of `--theme DIR` taking the place of its namesake.
///
/// Every template is checked before anything is rendered: its syntax (reported at the tag that breaks
/// it), its names against the view model it renders (`TemplateVariables`), and the theme folder's file
/// names (a misspelt `plan.mustach` would otherwise be ignored).
struct Theme: Sendable {
    static let templateNames = ["page", "plan", "locale-link", "index", "index-row", "overview"]
    /// Every file a theme folder may hold.
    static let fileNames = templateNames.map { "\($0).mustache" } + ["paywall.css"]

    /// The names of the view model each template renders, from the view model's table.
    static let variables: [String: TemplateVariables] = [
        "page": PageViewModel.variables.schema, "plan": PlanViewModel.variables.schema, "locale-link": LocaleLink.variables.schema,
        "index": IndexViewModel.variables.schema, "index-row": IndexViewModel.Page.variables.schema,
        "overview": OverviewViewModel.variables.schema,
    ]

    /// A checked template, ready to render.
    enum Template {
        /// Rendered by `TemplateRenderer`.
        case compiled(CompiledTemplate)
        /// Left to swift-mustache (`MustacheFallback`).
        case mustache(MustacheTemplate)
    }

    /// The templates the fast renderer handles (`TemplateCompiler`), by name.
    let compiled: [String: CompiledTemplate]
    /// swift-mustache with the theme's templates, when one of them uses Mustache the fast renderer leaves to
    /// it; nil otherwise.
    let fallback: MustacheFallback?
    let stylesheet: String

    init(overrides directory: String?) throws(StepFailure) {
        var problems: [TemplateProblem] = []
        if let directory { problems += try Self.unknownFiles(in: directory) }
        var fallback: MustacheFallback?
        var compiled: [String: CompiledTemplate] = [:]
        var compiledFiles: [(name: String, path: String, text: String)] = []
        for name in Self.templateNames {
            let (path, text) = try Self.file("\(name).mustache", overrides: directory)
            let (template, found) = Self.template(
                text, variables: Self.variables[name] ?? TemplateVariables(name, []), fallback: &fallback)
            switch template {
            case .compiled(let template)?:
                compiled[name] = template
                compiledFiles.append((name, path, text))
            case .mustache(let template)?: fallback?.register(template, named: name)
            case nil: break
            }
            problems += found.map { $0.inFile(path) }
        }
        // A template swift-mustache renders may name any other as a partial.
        if var library = fallback {
            for file in compiledFiles {
                do { library.register(try library.parse(file.text), named: file.name) } catch {
                    problems.append(
                        Self.parserProblem(error, scanner: TemplateScanner(file.text), pragma: library.pragma).inFile(file.path))
                }
            }
            fallback = library
        }
        if !problems.isEmpty {
            throw StepFailure(
                path: Set(problems.map(\.file)).count == 1 ? problems[0].file : directory ?? "default theme",
                reason: .themeProblems(problems.map(\.rendered)))
        }
        stylesheet = try Self.file("paywall.css", overrides: directory).text
        self.compiled = compiled
        self.fallback = fallback
    }

    /// A template scanned once, checked and compiled, or parsed by swift-mustache when the fast renderer
    /// leaves it to swift-mustache (`fallback` is made then); or every problem found in it.
    static func template(
        _ text: String, variables: TemplateVariables, fallback: inout MustacheFallback?
    ) -> (Template?, [TemplateProblem]) {
        let scanner = TemplateScanner(text)
        let tokens: [TemplateToken]
        let tags: [TemplateTag]
        do {
            tokens = try scanner.tokens()
            tags = TemplateScanner.tags(in: tokens)
            try scanner.checkNesting(tags)
        } catch {
            return (nil, [error])
        }
        let template: Template
        if let compiled = TemplateCompiler.compile(tokens) {
            template = .compiled(compiled)
        } else {
            let library = fallback ?? .html()
            fallback = library
            do { template = .mustache(try library.parse(text)) } catch {
                return (nil, [parserProblem(error, scanner: scanner, pragma: library.pragma)])
            }
        }
        let problems = TemplateChecker(root: variables, templateNames: templateNames).problems(tags, scanner: scanner)
        return problems.isEmpty ? (template, []) : (nil, problems)
    }

    /// swift-mustache's parse error in plain words, at the template's own line and column.
    static func parserProblem(_ error: any Error, scanner: TemplateScanner, pragma: String) -> TemplateProblem {
        guard let parserError = error as? MustacheTemplate.ParserError else {
            return TemplateProblem("the template does not parse: \(error)")
        }
        let line = parserError.context.lineNumber
        let column = line == 1 ? max(1, parserError.context.columnNumber - pragma.count) : parserError.context.columnNumber
        let (message, hint): (String, String?) =
            switch parserError.error as? MustacheTemplate.Error {
            case .sectionCloseNameIncorrect?: ("this closing tag does not match the section it closes", "sections end in reverse order")
            case .unfinishedName?: ("this tag is not finished", "a tag holds one name, e.g. {{title}}")
            case .expectedSectionEnd?: ("a section is never closed", "close each {{#name}} with {{/name}}")
            case .invalidSetDelimiter?: ("this tag does not set delimiters", "write {{=<% %>=}}")
            case .invalidConfigVariableSyntax?, .unrecognisedConfigVariable?:
                ("this {{% … }} tag is not one swift-mustache knows", "remove it")
            case .transformAppliedToInheritanceSection?, .illegalTokenInsideInheritSection?, .textInsideInheritSection?:
                (
                    "this template inheritance ({{<parent}} with {{$block}}) is not well formed",
                    "inside {{<parent}} put only {{$block}} sections"
                )
            case nil: ("the template does not parse", nil)
            }
        return scanner.problem(line, column, message, hint: hint)
    }

    /// Files of a theme folder that the theme does not use: a misspelt name would otherwise be ignored.
    static func unknownFiles(in directory: String) throws(StepFailure) -> [TemplateProblem] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw StepFailure(path: directory, reason: .themeNotAFolder)
        }
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: directory) } catch {
            throw StepFailure(path: directory, reason: .themeFolderUnreadable)
        }
        return names.filter { !$0.hasPrefix(".") && !fileNames.contains($0) }.sorted().map { name in
            let near = EditDistance.closest(to: name, among: fileNames, limit: max(3, name.count / 3)).first
            return TemplateProblem(
                file: (directory as NSString).appendingPathComponent(name), "\(name) is not a file of the theme, so it would be ignored",
                hint: near.map { "did you mean \($0)?" } ?? "a theme folder holds only \(fileNames.joined(separator: ", "))")
        }
    }

    /// A theme file: the override's when `--theme` has one, else the default theme's, embedded at build time.
    /// - Returns: The file's path for messages (`default theme/page.mustache` for the embedded one) and its text.
    static func file(_ name: String, overrides directory: String?) throws(StepFailure) -> (path: String, text: String) {
        if let directory {
            let path = (directory as NSString).appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: path) {
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw StepFailure(path: path, reason: .themeFileUnreadable)
                }
                guard let text = String(validating: data, as: UTF8.self) else {
                    throw StepFailure(path: path, reason: .themeFileNotUTF8)
                }
                return (path, text)
            }
        }
        guard let text = EmbeddedResources.text(named: name) else {
            throw StepFailure(path: "default theme/\(name)", reason: .defaultThemeFileMissing)
        }
        return ("default theme/\(name)", text)
    }

    /// Renders a view model with one of the theme's templates.
    func render(_ object: Any, template name: String) throws(StepFailure) -> String {
        if let template = compiled[name] { return TemplateRenderer.render(template, object) }
        guard let text = fallback?.render(object, template: name) else {
            throw StepFailure(path: "\(name).mustache", reason: .templateMissing)
        }
        return text
    }

    /// Renders two view models that differ only in the value named `varying` with one of the theme's
    /// templates, the parts that do not use that name once: the same texts as two `render` calls.
    func render(_ first: Any, _ second: Any, varying: String, template name: String) throws(StepFailure) -> (
        String, String
    ) {
        if let template = compiled[name] { return TemplateRenderer.render(template, first, second, varying: varying) }
        return (try render(first, template: name), try render(second, template: name))
    }
}
