import Foundation

/// A generated file of the load case: the case's name, the file's name in the case's folder and its text.
struct LoadShape: Sendable {
    /// The case's name in the output: `load/ours (10.5 MB .storekit)`.
    let caseName: String
    /// The summary line's label: `load`, `load-many`.
    let label: String
    let fileName: String
    let text: @Sendable () -> String

    /// Issue 13's file: 1,148 subscriptions × 39 languages in 10.5 MB (``LoadStoreKit``).
    static let plans = LoadShape(
        caseName: "load/ours (10.5 MB .storekit)", label: "load", fileName: "generated.storekit",
        text: { LoadStoreKit.text(bytes: LoadWorkload.bytes) })

    /// Issue 25's file of the same size with more, shorter localizations: 2,500 × 40 (``LoadManyStoreKit``).
    static let manyLocalizations = LoadShape(
        caseName: "load/ours (2,500 × 40 .storekit)", label: "load-many", fileName: "many.storekit", text: LoadManyStoreKit.text)

    /// The file in `folder`, written once per run.
    func file(in folder: URL) throws -> URL {
        let file = folder.appendingPathComponent(fileName)
        if !FileManager.default.fileExists(atPath: file.path) {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text().utf8).write(to: file)
        }
        return file
    }

    /// The file's size in bytes.
    func size(in folder: URL) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: try file(in: folder).path)[.size] as? Int) ?? 0
    }
}
