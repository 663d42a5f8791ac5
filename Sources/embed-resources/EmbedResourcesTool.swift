import Foundation

/// Writes a Swift source file that holds text files as string literals, so that an executable carries
/// its resources inside it (SwiftPM's resource bundles must sit next to the binary, and its
/// generated bundle accessor traps when they are missing).
///
/// Usage: `embed-resources OUTPUT.swift FILE...`. The generated `EmbeddedResources.text(named:)` returns
/// a file's text by its file name. Run by the `EmbedResources` build-tool plugin, never by hand.
@main
struct EmbedResourcesTool {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let output = arguments.first, arguments.count > 1 else {
            fail("usage: embed-resources OUTPUT.swift FILE...")
        }
        var files: [(name: String, text: String)] = []
        for path in arguments.dropFirst() {
            let url = URL(fileURLWithPath: path)
            guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
            guard let text = String(validating: data, as: UTF8.self) else { fail("\(path) is not UTF-8 text") }
            guard !files.contains(where: { $0.name == url.lastPathComponent }) else {
                fail("two files are named \(url.lastPathComponent): file names must be unique")
            }
            files.append((url.lastPathComponent, text))
        }
        let source = SwiftSource.embedding(files, from: arguments.dropFirst().map { $0 })
        do { try Data(source.utf8).write(to: URL(fileURLWithPath: output)) } catch {
            fail("cannot write \(output): \(error.localizedDescription)")
        }
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("embed-resources: error: \(message)\n".utf8))
        exit(1)
    }
}
