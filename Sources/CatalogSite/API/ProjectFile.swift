import Catalog
import Foundation

/// A project's settings for `catalog-site`, read from `catalog-site.json`: default inputs, output
/// folder, locales and theme, and a severity per lint rule. Command-line flags win over it; it wins
/// over the built-in defaults.
///
/// ```swift
/// if let project = try ProjectFile.load(inDirectory: ".") {
///     var options = BuildOptions(inputs: project.inputs ?? ["catalogs"], output: project.output ?? "_site")
///     options.severities = project.severities
/// }
/// ```
///
/// ```json
/// {
///   "$schema": "catalogs/catalog-site.schema.json",
///   "inputs": ["catalogs"],
///   "locales": ["en_US", "fr_FR"],
///   "rules": { "copy-untranslated": "off", "missing-translation": "error" }
/// }
/// ```
public struct ProjectFile: Sendable, Equatable {
    /// The file's name: `catalog-site.json`.
    public static let fileName = "catalog-site.json"

    /// Catalog files or folders of them, used when the command line names none.
    public var inputs: [String]?
    /// The site folder, used without `--out`.
    public var output: String?
    /// The locales previewed, used without `--locales`.
    public var locales: BuildOptions.LocaleSelection?
    /// The theme folder, used without `--theme`.
    public var theme: String?
    /// A severity per lint rule, for `lint`, `build` and `serve`.
    public var severities: Diagnostic.SeverityPolicy

    /// Settings as given; nil leaves the command line's default.
    ///
    /// - Parameters:
    ///   - inputs: Catalog files or folders of them.
    ///   - output: The site folder.
    ///   - locales: The locales previewed.
    ///   - theme: The theme folder.
    ///   - severities: A severity per lint rule.
    public init(
        inputs: [String]? = nil, output: String? = nil, locales: BuildOptions.LocaleSelection? = nil, theme: String? = nil,
        severities: Diagnostic.SeverityPolicy = Diagnostic.SeverityPolicy()
    ) {
        self.inputs = inputs
        self.output = output
        self.locales = locales
        self.theme = theme
        self.severities = severities
    }

    /// The project file of a folder (only that folder, not its parents), or nil when it has none.
    ///
    /// Relative paths in the file are relative to the folder: `catalogs` in `app/catalog-site.json`
    /// becomes `app/catalogs` (and stays `catalogs` for the folder `.`).
    /// - Throws: `ProjectFileError` with every problem of the file, or when it cannot be read.
    public static func load(inDirectory directory: String = ".") throws(ProjectFileError) -> ProjectFile? {
        let file = directory == "." ? fileName : (directory as NSString).appendingPathComponent(fileName)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) else { return nil }
        guard !isFolder.boolValue, let data = FileManager.default.contents(atPath: file) else {
            throw ProjectFileError(
                file: file,
                problems: [
                    .init(location: .start, path: "", message: "cannot read the project file", hint: "check that it is a file you may read")
                ])
        }
        return try read(bytes: Array(data), file: file, directory: directory)
    }

    /// Reads project file text already in memory.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes (UTF-8 JSON).
    ///   - file: The file's name in messages.
    ///   - directory: What relative paths in the file are relative to; `.` leaves them as written.
    /// - Throws: `ProjectFileError` with every problem of the file.
    public static func read(bytes: [UInt8], file: String, directory: String = ".") throws(ProjectFileError) -> ProjectFile {
        var reader = ProjectFileReader(directory: directory)
        let project = reader.read(bytes)
        guard reader.problems.isEmpty, let project else { throw ProjectFileError(file: file, problems: reader.problems) }
        return project
    }
}
