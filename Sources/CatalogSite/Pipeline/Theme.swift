import Foundation
import Mustache

/// The templates and stylesheet a site is rendered with: the default theme bundled with CatalogSite,
/// with any file of `--theme DIR` taking the place of its namesake.
struct Theme: Sendable {
    static let templateNames = ["page", "plan", "locale-link", "index", "index-row"]

    /// Makes every template escape with `FastHTMLContentType` (same five characters as Mustache's HTML).
    static let pragma: String = {
        MustacheContentTypes.register(FastHTMLContentType(), named: FastHTMLContentType.name)
        return "{{% CONTENT_TYPE: \(FastHTMLContentType.name)}}"
    }()
    let library: MustacheLibrary
    let stylesheet: String

    init(overrides directory: String?) throws(SiteError) {
        guard let bundled = Bundle.module.url(forResource: "Theme", withExtension: nil) else {
            throw SiteError(
                step: "load theme", path: "CatalogSite/Theme", reason: "the default theme is not bundled", hint: "reinstall the package")
        }
        var library = MustacheLibrary()
        for name in Self.templateNames {
            let override = directory.map { URL(fileURLWithPath: $0).appendingPathComponent("\(name).mustache") }
            let url =
                override.flatMap { FileManager.default.fileExists(atPath: $0.path) ? $0 : nil }
                ?? bundled.appendingPathComponent("\(name).mustache")
            let text: String
            do { text = try String(contentsOf: url, encoding: .utf8) } catch {
                throw SiteError(step: "load theme", path: url.path, reason: "cannot read the template: \(error.localizedDescription)")
            }
            do { library.register(try MustacheTemplate(string: Self.pragma + text), named: name) } catch {
                throw SiteError(
                    step: "load theme", path: url.path, reason: "the template does not parse: \(error)",
                    hint: "check that every {{#section}} is closed by {{/section}}")
            }
        }
        let css =
            directory.map { URL(fileURLWithPath: $0).appendingPathComponent("paywall.css") }
            .flatMap { FileManager.default.fileExists(atPath: $0.path) ? $0 : nil } ?? bundled.appendingPathComponent("paywall.css")
        do { stylesheet = try String(contentsOf: css, encoding: .utf8) } catch {
            throw SiteError(step: "load theme", path: css.path, reason: "cannot read the stylesheet: \(error.localizedDescription)")
        }
        if let directory {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw SiteError(
                    step: "load theme", path: directory, reason: "not a folder",
                    hint:
                        "--theme takes a folder with any of \(Self.templateNames.map { "\($0).mustache" }.joined(separator: ", ")) and paywall.css"
                )
            }
        }
        self.library = library
    }

    func render(_ object: Any, template name: String) throws(SiteError) -> String {
        guard let text = library.render(object, withTemplate: name) else {
            throw SiteError(step: "render pages", path: "\(name).mustache", reason: "the template is missing")
        }
        return text
    }
}
