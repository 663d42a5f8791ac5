import Catalog
import CatalogSite
import Foundation

/// The strings case of issue 25: `catalog-site strings --locales all` over the repository's `catalogs/`
/// against `catalog-site build --locales all` of the same pages, in the same run. The table renders no
/// HTML, so it should take no longer than the build (target: strings/build ≤ 1.00).
///
/// The table goes through the command's path: ``StringsTable`` over the same inputs and locales, then its
/// text and review notes written to `/dev/null`. The build is ``SiteBuilder/build()`` into a folder on
/// tmpfs, as `catalog-site build` writes it (staging folder, `syncfs`, swap) without the disk's latency;
/// not the in-memory build, which skips the output checks and the swap that `build` pays and `strings`
/// does not, and so would flatter the build.
struct StringsWorkload {
    /// The catalogs, as `catalog-site strings` finds them from the package root.
    static let inputs = ["catalogs"]

    /// The folder the build writes into; removed by `cleanUp()`.
    static var folder: URL {
        SiteWorkload.scratch.appendingPathComponent("catalog-bench-strings-\(ProcessInfo.processInfo.processIdentifier)")
    }

    static func cleanUp() { try? FileManager.default.removeItem(at: folder) }

    /// The table (checksum: its lines) and the build (checksum: its pages); `iterations` is the pages.
    func cases() throws -> [BenchmarkCase] {
        guard CatalogFileSearch.isFolder(Self.inputs[0]) else {
            throw BenchError("no catalogs/ folder here: run catalog-bench strings from the package's root")
        }
        let pages = try Self.pageCount()
        let output = Self.folder.appendingPathComponent("_site")
        return [
            BenchmarkCase(name: "strings/table (catalogs/, all)", iterations: pages) {
                let table = try Result { () throws(SiteError) -> StringsTable in
                    try StringsTable(inputs: Self.inputs, locales: .all)
                }.get()
                let text = table.text
                let notes = table.reviewNotes.map { "note: \($0)\n" }.joined()
                try Self.writeToNull(text + notes)
                return table.entries.count + 1
            },
            BenchmarkCase(name: "strings/build (catalogs/, all)", iterations: pages) {
                try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(at: output) }
                let options = BuildOptions(inputs: Self.inputs, output: output.path, locales: .all)
                let report = try Result { () throws(SiteError) -> BuildReport in try SiteBuilder(options: options).build() }.get()
                guard report.pages.count == pages else { throw BenchError("built \(report.pages.count) pages, expected \(pages)") }
                return report.pages.count
            },
        ]
    }

    /// How many pages the catalogs make in every locale, from an in-memory build.
    static func pageCount() throws -> Int {
        let options = BuildOptions(inputs: inputs, locales: .all)
        return try Result { () throws(SiteError) -> InMemorySite in try SiteBuilder(options: options).buildInMemory() }.get()
            .report.pages.count
    }

    /// Writes `text` to `/dev/null`, as the command writes it to standard output.
    static func writeToNull(_ text: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/null"))
        defer { try? handle.close() }
        try handle.write(contentsOf: Data(text.utf8))
    }

    /// Runs both and prints them and their ratio, with the target.
    func run() throws {
        let results = try cases().map { benchmark in
            let result = try benchmark.measure()
            print(result.line)
            return result
        }
        let value = Int((results[0].seconds / results[1].seconds * 100).rounded())
        print(
            "strings: \(results[0].checksum) lines in \(LoadWorkload.format(results[0].seconds)) s, build \(results[1].checksum) pages in \(LoadWorkload.format(results[1].seconds)) s; strings/build=\(value / 100).\(String(format: "%02d", value % 100)) (target ≤ 1.00)"
        )
    }
}
