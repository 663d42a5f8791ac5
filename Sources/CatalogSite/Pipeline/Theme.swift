import Foundation
import Mustache

/// The templates and stylesheet a site is rendered with: the default theme embedded in CatalogSite,
/// with any file of `--theme DIR` taking the place of its namesake.
struct Theme: Sendable {
    static let templateNames = ["page", "plan", "locale-link", "index", "index-row"]
    /// Every file a theme folder may hold.
    static let fileNames = templateNames.map { "\($0).mustache" } + ["paywall.css"]

    /// Makes every template escape with `FastHTMLContentType` (same five characters as Mustache's HTML).
    static let pragma: String = {
        MustacheContentTypes.register(FastHTMLContentType(), named: FastHTMLContentType.name)
        return "{{% CONTENT_TYPE: \(FastHTMLContentType.name)}}"
    }()
    let library: MustacheLibrary
    let stylesheet: String

    init(overrides directory: String?) throws(SiteError) {
        var library = MustacheLibrary()
        for name in Self.templateNames {
            let (path, text) = try Self.file("\(name).mustache", overrides: directory)
            do { library.register(try MustacheTemplate(string: Self.pragma + text), named: name) } catch {
                throw SiteError(
                    step: "load theme", path: path, reason: "the template does not parse: \(error)",
                    hint: "check that every {{#section}} is closed by {{/section}}")
            }
        }
        stylesheet = try Self.file("paywall.css", overrides: directory).text
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

    /// A theme file: the override's when `--theme` has one, else the default theme's, embedded at build time.
    /// - Returns: The file's path for messages (`default theme/page.mustache` for the embedded one) and its text.
    static func file(_ name: String, overrides directory: String?) throws(SiteError) -> (path: String, text: String) {
        if let directory {
            let path = (directory as NSString).appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: path) {
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw SiteError(step: "load theme", path: path, reason: "cannot read the file", kind: .system)
                }
                guard let text = String(validating: data, as: UTF8.self) else {
                    throw SiteError(step: "load theme", path: path, reason: "the file is not UTF-8 text", hint: "save it as UTF-8")
                }
                return (path, text)
            }
        }
        guard let text = EmbeddedResources.text(named: name) else {
            throw SiteError(
                step: "load theme", path: "default theme/\(name)",
                reason: "the default theme's file was not embedded when CatalogSite was built",
                hint: "rebuild the package: the EmbedResources plugin embeds Sources/CatalogSite/Theme", kind: .system)
        }
        return ("default theme/\(name)", text)
    }

    func render(_ object: Any, template name: String) throws(SiteError) -> String {
        guard let text = library.render(object, withTemplate: name) else {
            throw SiteError(step: "render pages", path: "\(name).mustache", reason: "the template is missing")
        }
        return text
    }
}
