import CatalogText
import Foundation

/// Finds catalog files (`.json` except `.schema.json`, and `.storekit`) under the paths a user names.
///
/// Folders are searched through every subfolder, except hidden ones (`.git`, `.build`, a build's
/// staging folder), folders written by `catalog-site build` (they hold a `.catalog-site` marker), the
/// excluded folders, and symbolic links to folders (so a link cannot make the search loop). Entries are
/// taken in name order, so the result never depends on the file system.
package struct CatalogFileSearch {
    /// The marker `catalog-site build` leaves in its output folder.
    static let siteMarker = ".catalog-site"

    private(set) var files: [String] = []
    private(set) var problems: [Diagnostic] = []
    private var listed = Set<FileIdentity>()
    private let excluded: Set<FileIdentity>
    private let fileManager = FileManager.default

    init(excluding: [String]) {
        excluded = Set(excluding.compactMap(FileIdentity.init(path:)))
    }

    static func isCatalogFile(_ name: String) -> Bool {
        (name.hasSuffix(".json") && !name.hasSuffix(".schema.json")) || name.hasSuffix(".storekit")
    }

    /// Adds a path as the user gave it: a file is taken whatever its extension, a folder is searched.
    mutating func add(_ path: String) {
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
            problems.append(
                problem(
                    .fileNotFound, "no such file or folder", path,
                    hint: "give a catalog file (.json, .storekit) or a folder of them"))
            return
        }
        guard isDirectory.boolValue else {
            take(path)
            return
        }
        let (filesBefore, problemsBefore) = (files.count, problems.count)
        search(path)
        if files.count == filesBefore, problems.count == problemsBefore {
            problems.append(
                problem(
                    .noCatalogFiles, "no catalog files (.json, .storekit) in this folder or its subfolders", path,
                    hint: "hidden folders and catalog-site build output are skipped; name the catalogs to check or build"))
        }
    }

    /// Lists a file unless it was listed already, under whatever name (`./a.json`, a link to it).
    private mutating func take(_ file: String) {
        guard let identity = FileIdentity(path: file) else { return files.append(file) }
        if listed.insert(identity).inserted { files.append(file) }
    }

    private mutating func search(_ folder: String) {
        if let identity = FileIdentity(path: folder), excluded.contains(identity) { return }
        let names: [String]
        do { names = try fileManager.contentsOfDirectory(atPath: folder) } catch {
            problems.append(
                problem(.fileUnreadable, "cannot list the folder", folder, hint: "check that you may read it, or name its catalogs"))
            return
        }
        if names.contains(Self.siteMarker) { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = (folder as NSString).appendingPathComponent(name)
            let type = (try? fileManager.attributesOfItem(atPath: path)[.type] as? FileAttributeType) ?? nil
            if type == .typeDirectory {
                search(path)
            } else if Self.isCatalogFile(name), type != .typeSymbolicLink || !Self.isFolder(path) {
                take(path)
            }
        }
    }

    /// Whether a path names a folder (following a symbolic link).
    package static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private func problem(_ rule: Diagnostic.Rule, _ message: String, _ path: String, hint: String) -> Diagnostic {
        Diagnostic(.error, rule: rule, message, file: path, location: .start, path: "", hint: hint)
    }
}
