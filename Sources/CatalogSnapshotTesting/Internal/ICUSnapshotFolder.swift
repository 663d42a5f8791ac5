import Catalog
import Foundation

/// The folder of a test file's snapshots for one ICU major version:
/// `__Snapshots__/ICU<major>/<TestFileName>/`, next to the test file.
struct ICUSnapshotFolder {
    /// The test file's `__Snapshots__` folder.
    let snapshots: URL
    /// The test file's name without its extension.
    let testFile: String
    /// The ICU major version whose snapshots are compared.
    let icuMajor: Int

    /// The folder of the test file at `filePath`, for the ICU this process runs with.
    init(filePath: String, icuMajor: Int = CatalogPackage.icuVersion) {
        let file = URL(fileURLWithPath: filePath)
        snapshots = file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        testFile = file.deletingPathExtension().lastPathComponent
        self.icuMajor = icuMajor
    }

    /// `__Snapshots__/ICU<major>/<TestFileName>`.
    var directory: URL { folder(icuMajor) }

    /// The test file's folder of another ICU major version.
    private func folder(_ major: Int) -> URL {
        snapshots.appendingPathComponent("ICU\(major)").appendingPathComponent(testFile)
    }

    /// The folders whose note was given in this process: only the first failure of a folder says it.
    private static let noted = NotedFolders()

    /// Said before the first failure of a test file whose folder has no snapshots for this ICU while another
    /// ICU's folder has some: "No snapshots for ICU 74 yet; ICU72 has 12. …", or nil (also once it was said
    /// in this process, as tests of one file run in parallel).
    func newVersionNote() -> String? {
        guard Self.fileCount(directory) == 0 else { return nil }
        let others = ((try? FileManager.default.contentsOfDirectory(atPath: snapshots.path)) ?? [])
            .compactMap { name -> (major: Int, count: Int)? in
                guard name.hasPrefix("ICU"), let major = Int(name.dropFirst(3)), major != icuMajor else { return nil }
                let count = Self.fileCount(folder(major))
                return count > 0 ? (major, count) : nil
            }
            .sorted { $0.major < $1.major }
        guard let newest = others.last, Self.noted.claim(directory.path) else { return nil }
        let counts = others.map { "ICU\($0.major) has \($0.count)" }.joined(separator: ", ")
        return """
            No snapshots for ICU \(icuMajor) yet; \(counts). Strings are compared only with snapshots of the ICU \
            major version that made them, so this run records a new set in ICU\(icuMajor)/\(testFile) instead of \
            failing against ICU\(newest.major)'s: review the differences with \
            diff -r "\(folder(newest.major).path)" "\(directory.path)"
            """
    }

    /// How many files a folder holds (0 when it does not exist).
    private static func fileCount(_ folder: URL) -> Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.count
    }
}
