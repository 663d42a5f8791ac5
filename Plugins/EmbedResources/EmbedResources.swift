import Foundation
import PackagePlugin

/// Embeds a target's text resources in its code at build time: `CatalogText` gets the phrases
/// (`Resources/Localizable/Localizable.xcstrings`), `CatalogSite` the default theme
/// (`Sources/CatalogSite/Theme/*`). The files stay the single source of truth; the generated
/// `EmbeddedResources.swift` lives in the build folder and is written again whenever one of them changes.
@main
struct EmbedResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let files = try Self.resources(of: target, package: context.package.directoryURL)
        guard !files.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedResources.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(files.map(\.lastPathComponent).joined(separator: ", ")) in \(target.name)",
                executable: try context.tool(named: "embed-resources").url,
                arguments: [output.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [output]
            )
        ]
    }

    /// The files a target embeds.
    static func resources(of target: Target, package: URL) throws -> [URL] {
        switch target.name {
        case "CatalogText":
            return [package.appendingPathComponent("Resources/Localizable/Localizable.xcstrings")]
        case "CatalogSite":
            let theme = package.appendingPathComponent("Sources/CatalogSite/Theme")
            let names = try FileManager.default.contentsOfDirectory(atPath: theme.path)
            return names.filter { !$0.hasPrefix(".") }.sorted().map { theme.appendingPathComponent($0) }
        default:
            return []
        }
    }
}
