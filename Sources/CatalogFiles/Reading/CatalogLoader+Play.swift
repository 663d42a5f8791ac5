import CatalogJSON
import CatalogText
import Foundation

extension CatalogLoader {
    /// Reads catalog files as the catalogs they make, calling `body` with each: a file of our format or
    /// a `.storekit` file is a catalog of its own, in the order given; the Google Play files are read
    /// last, those of one app together as one catalog.
    ///
    /// Play files belong together when they state the same `packageName` or sit in the same folder; a
    /// folder's files that name different apps are reported (`invalid-value` at the `packageName`). A
    /// Play catalog's `file` is the folder its files share, else its first file.
    ///
    /// ```swift
    /// let discovery = CatalogLoader.discover(["catalogs"])
    /// CatalogLoader.loadCatalogs(discovery.files) { output in print(output.file, output.catalog?.products.count ?? 0) }
    /// // catalogs/castle-coins.json 5 … catalogs/lumen-play 6
    /// ```
    public static func loadCatalogs(_ files: [String], _ body: (Output) throws -> Void) rethrows {
        try loadCatalogs(files, keeping: { _ in false }) { read in
            if let output = read.output { try body(output) }
        }
    }

    /// ``loadCatalogs(_:_:)`` for a caller that keeps what it made of the files read before (`catalog-site
    /// serve`): a file `isKept` accepts is not read, and `body` gets ``KeptOrRead/kept(_:)`` in the place its
    /// output would have had. Only a file read alone before (``KeptOrRead/alone(_:)``) and unchanged since
    /// may be kept: whether a file is one of Play's depends on its bytes alone. Each file's parsed tree goes
    /// to `leftovers` when there are some, to be freed when the caller lets go of them.
    package static func loadCatalogs(
        _ files: [String], keeping isKept: (String) -> Bool, leaving leftovers: Leftovers? = nil, _ body: (KeptOrRead) throws -> Void
    ) rethrows {
        var play: [PlayCatalogFile] = []
        for file in files {
            if isKept(file) {
                try body(.kept(file))
                continue
            }
            guard case .bytes(let bytes) = FileBytes.read(file, limit: maximumFileSize), bytes.count <= maximumFileSize,
                let root = try? JSONParser.parse(bytes, scanning: .wordsAtATime)
            else {
                try body(.alone(load(path: file)))
                continue
            }
            guard !isStoreKit(root, file: file), let shape = PlayShape.of(root) else {
                // What `load(path:)` would do with the file, without reading and parsing it a second time.
                let output = read(root, bytes: bytes, file: file, fastPaths: true)
                leftovers?.keep(root)
                try body(.alone(output))
                continue
            }
            play.append(PlayCatalogFile(file: file, bytes: bytes, root: root, shape: shape))
        }
        for group in playGroups(play) {
            try body(.play(PlayCatalogAssembler.assemble(group, name: name(of: group))))
        }
    }

    /// A folder of Google Play files read as the one catalog they make; an error when the folder holds
    /// no Play file, or files of several catalogs.
    static func loadFolder(_ folder: String) -> Output {
        let discovery = discover([folder])
        // A folder with no catalog file is unreadable as a file, as before folders of Play files were read.
        guard discovery.problems.isEmpty else {
            return failure(folder, .fileUnreadable, "cannot read the file", hint: "check that it exists and that you may read it")
        }
        var outputs: [Output] = []
        loadCatalogs(discovery.files) { outputs.append($0) }
        guard outputs.count == 1, let output = outputs.first else {
            return failure(
                folder, .fileUnreadable, "the folder holds \(outputs.count) catalogs, not the files of one Google Play app",
                hint: "name one catalog file, or a folder of one app's Play files")
        }
        return output
    }

    /// The Play files in groups of one app each, in the order of each group's first file: files join a
    /// group that has their package name or their folder.
    private static func playGroups(_ files: [PlayCatalogFile]) -> [[PlayCatalogFile]] {
        var groups: [(packages: Set<String>, folders: Set<String>, files: [PlayCatalogFile])] = []
        for file in files {
            let package = packageName(of: file)
            let folder = folder(of: file.file)
            if let index = groups.firstIndex(where: { group in
                group.folders.contains(folder) || package.map(group.packages.contains) == true
            }) {
                groups[index].files.append(file)
                groups[index].folders.insert(folder)
                if let package { groups[index].packages.insert(package) }
            } else {
                groups.append((Set([package].compactMap(\.self)), [folder], [file]))
            }
        }
        return groups.map(\.files)
    }

    /// The `packageName` a file states first (a list's first item's), for grouping.
    private static func packageName(of file: PlayCatalogFile) -> String? {
        var object = file.root
        if let list = file.shape.listField, case .array(let items)? = file.root[list]?.value, let first = items.first { object = first }
        guard case .string(let name)? = object["packageName"]?.value else { return nil }
        return name
    }

    /// A file's folder as named ("catalogs/lumen-play" for "catalogs/lumen-play/offers.json", "." for "offers.json").
    private static func folder(of file: String) -> String {
        let folder = (file as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    /// What a Play catalog is called in findings and page names: its files' folder when they share one
    /// and are more than one, else its first file.
    private static func name(of group: [PlayCatalogFile]) -> String {
        let folders = Set(group.map { folder(of: $0.file) })
        guard group.count > 1, folders.count == 1, let folder = folders.first else { return group[0].file }
        return folder
    }
}
