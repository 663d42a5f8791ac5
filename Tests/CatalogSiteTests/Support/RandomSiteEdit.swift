import CatalogTestSupport
import Foundation

/// Random edits of a copy of `catalogs/` and of a theme folder, as a person editing while `serve` runs makes
/// them: a display name, description or title changed in some locale, a price changed, a product, paywall or
/// localization added or removed, a catalog file added or removed, the JSON broken (and fixed by the next
/// edit), a theme template edited, broken or removed, a file saved without change.
struct RandomSiteEdit {
    var generator: SplitMix
    let catalogs: URL
    let theme: URL
    /// The file the last edit broke and its text before, restored by the next edit.
    private var broken: (file: URL, text: Data)?
    private var copies = 0

    static let texts = ["Pro", "Jahresabo", "<b>Tom & Jerry</b>", "", "Premium plus", "日本語のテキスト", "Sale {{x}}", "Über 50 %"]
    /// A text field's value (the last group).
    static let textPattern = #""(displayName|description|title|subtitle|name)"\s*:\s*"((?:[^"\\]|\\.)*)""#
    static let prices = ["0.49", "4.99", "12.00", "199.99", "1.00", "7.5"]
    /// Where an object's entry is copied to: locales the catalogs do not have.
    static let newKeys = ["it_IT", "nl_NL", "fr_CA", "sv"]
    static let templates = ["plan", "index-row", "locale-link", "overview", "page", "index"]

    init(seed: UInt64, catalogs: URL, theme: URL) {
        generator = SplitMix(seed: seed)
        self.catalogs = catalogs
        self.theme = theme
    }

    /// Makes one edit.
    /// - Returns: The paths it changed and what it did.
    mutating func next() throws -> (changed: [String], edit: String) {
        if let (file, text) = broken {
            broken = nil
            try text.write(to: file)
            return ([file.path], "fixed \(file.lastPathComponent)")
        }
        let files = try catalogFiles()
        let file = files[Int.random(in: 0..<files.count, using: &generator)]
        switch Int.random(in: 0..<12, using: &generator) {
        case 0, 1, 2: return try replace(Self.textPattern, in: file, with: Self.texts)
        case 3: return try replace(#""([0-9]+\.[0-9]{1,2})""#, in: file, with: Self.prices)
        case 4, 5, 6: return try restructure(file)
        case 7:
            broken = (file, try Data(contentsOf: file))
            try Data((String(decoding: try Data(contentsOf: file), as: UTF8.self) + "\n{ \"broken\": ").utf8).write(to: file)
            return ([file.path], "broke \(file.lastPathComponent)")
        case 8: return try editTemplate()
        case 9:
            try Data(contentsOf: file).write(to: file)
            return ([file.path], "saved \(file.lastPathComponent) unchanged")
        case 10:
            copies += 1
            let copy = catalogs.appendingPathComponent("copy-\(copies).\(file.pathExtension)")
            try FileManager.default.copyItem(at: file, to: copy)
            return ([copy.path], "copied \(file.lastPathComponent) to \(copy.lastPathComponent)")
        default:
            guard let copy = files.first(where: { $0.lastPathComponent.hasPrefix("copy-") }) else { return try editTemplate() }
            try FileManager.default.removeItem(at: copy)
            return ([copy.path], "removed \(copy.lastPathComponent)")
        }
    }

    /// The catalog files of the copy (not its JSON schemas), in a stable order.
    private func catalogFiles() throws -> [URL] {
        let walker = FileManager.default.enumerator(at: catalogs, includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let url = walker?.nextObject() as? URL {
            guard ["json", "storekit"].contains(url.pathExtension), !url.lastPathComponent.hasSuffix(".schema.json") else { continue }
            files.append(url)
        }
        return files.sorted { $0.path < $1.path }
    }

    /// Replaces the value of one match of `pattern` (its last group) with one of `values`.
    private mutating func replace(_ pattern: String, in file: URL, with values: [String]) throws -> (changed: [String], edit: String) {
        let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
        let matches = try NSRegularExpression(pattern: pattern).matches(in: text, range: NSRange(text.startIndex..., in: text))
        guard !matches.isEmpty else { return ([file.path], "nothing to replace in \(file.lastPathComponent)") }
        let match = matches[Int.random(in: 0..<matches.count, using: &generator)]
        let value = values[Int.random(in: 0..<values.count, using: &generator)]
        guard let range = Range(match.range(at: match.numberOfRanges - 1), in: text) else { return ([], "no match") }
        let escaped = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        try Data((text[..<range.lowerBound] + escaped + text[range.upperBound...]).utf8).write(to: file)
        return ([file.path], "set \(text[range]) to \(value) in \(file.lastPathComponent)")
    }

    /// Removes or duplicates an object of an array (a product, a paywall, a localization), or removes or copies
    /// an entry of an object to a new locale's key, then writes the file in another layout.
    private mutating func restructure(_ file: URL) throws -> (changed: [String], edit: String) {
        guard var root = try? JSONSerialization.jsonObject(with: Data(contentsOf: file)) else { return ([], "not JSON") }
        var places: [[AnyHashable]] = []
        Self.collect(root, at: [], into: &places)
        guard !places.isEmpty else { return ([], "nothing to restructure") }
        let place = places[Int.random(in: 0..<places.count, using: &generator)]
        let removes = Bool.random(using: &generator)
        let newKey = Self.newKeys[Int.random(in: 0..<Self.newKeys.count, using: &generator)]
        root = Self.edit(root, at: place[...], removes: removes, newKey: newKey)
        try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]).write(to: file)
        let spelled = place.map { "\($0)" }.joined(separator: ".")
        return ([file.path], "\(removes ? "removed" : "duplicated") \(spelled) in \(file.lastPathComponent)")
    }

    /// Every element of an array of objects and every object-valued entry of an object, by path.
    private static func collect(_ node: Any, at path: [AnyHashable], into places: inout [[AnyHashable]]) {
        if let array = node as? [Any] {
            for (index, item) in array.enumerated() where item is [String: Any] {
                places.append(path + [index])
                collect(item, at: path + [index], into: &places)
            }
        } else if let object = node as? [String: Any] {
            for (key, value) in object.sorted(by: { $0.key < $1.key }) where value is [String: Any] || value is [Any] {
                if value is [String: Any] { places.append(path + [key]) }
                collect(value, at: path + [key], into: &places)
            }
        }
    }

    /// `node` with the element at `path` removed or duplicated (an object's entry copied under `newKey`).
    private static func edit(_ node: Any, at path: ArraySlice<AnyHashable>, removes: Bool, newKey: String) -> Any {
        guard let step = path.first else { return node }
        let rest = path.dropFirst()
        if var array = node as? [Any], let index = step as? Int {
            if rest.isEmpty {
                if removes { array.remove(at: index) } else { array.insert(array[index], at: index + 1) }
            } else {
                array[index] = edit(array[index], at: rest, removes: removes, newKey: newKey)
            }
            return array
        }
        guard var object = node as? [String: Any], let key = step as? String, let value = object[key] else { return node }
        if rest.isEmpty {
            if removes { object[key] = nil } else { object[newKey] = value }
        } else {
            object[key] = edit(value, at: rest, removes: removes, newKey: newKey)
        }
        return object
    }

    /// Writes a theme template (the default one with a change, or one that does not compile) or removes one.
    private mutating func editTemplate() throws -> (changed: [String], edit: String) {
        let name = Self.templates[Int.random(in: 0..<Self.templates.count, using: &generator)]
        let file = theme.appendingPathComponent("\(name).mustache")
        switch Int.random(in: 0..<4, using: &generator) {
        case 0:
            try? FileManager.default.removeItem(at: file)
            return ([file.path], "removed \(name).mustache")
        case 1:
            broken = (file, try Data(contentsOf: Self.defaultTemplate(name)))
            try Data("{{#unclosed}}".utf8).write(to: file)
            return ([file.path], "broke \(name).mustache")
        default:
            let text = String(decoding: try Data(contentsOf: Self.defaultTemplate(name)), as: UTF8.self)
            let mark = "<span>edit \(Int.random(in: 0..<1000, using: &generator))</span>"
            try Data(text.replacingOccurrences(of: "</", with: mark + "</", options: [], range: text.range(of: "</")).utf8).write(to: file)
            return ([file.path], "edited \(name).mustache")
        }
    }

    private static func defaultTemplate(_ name: String) -> URL {
        SiteFixture.repository.appendingPathComponent("Sources/CatalogSite/Theme/\(name).mustache")
    }
}
