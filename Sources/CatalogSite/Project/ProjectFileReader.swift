@_spi(Fuzzing) import Catalog
import Foundation

/// Reads a project file's JSON into a `ProjectFile`, collecting every problem with its position, its
/// JSON path and a hint instead of stopping at the first.
struct ProjectFileReader {
    /// The keys a project file may have, in the order messages list them.
    static let keys = ["$schema", "inputs", "output", "locales", "theme", "rules"]

    /// What relative paths in the file are relative to.
    let directory: String
    /// The problems found so far, in file order.
    private(set) var problems: [ProjectFileError.Problem] = []

    init(directory: String) {
        self.directory = directory
    }

    /// The settings, or nil when the file is not a JSON object; `problems` says what is wrong.
    mutating func read(_ bytes: [UInt8]) -> ProjectFile? {
        let root: JSONNode
        do { root = try JSONParser.parse(bytes) } catch {
            let hint = if case .empty = error.kind { #"write { "inputs": ["catalogs"] }, or delete the file"# } else { error.hint }
            report(error.location, "", "invalid JSON: \(error.message)", hint: hint)
            return nil
        }
        guard case .object(let members) = root.value else {
            report(
                root.location, "", "a project file is a JSON object, found \(root.kind)",
                hint: #"write { "inputs": ["catalogs"], "rules": { … } }"#)
            return nil
        }
        var project = ProjectFile()
        var seen = Set<String>()
        for member in members {
            let path = JSONPath.join("", member.key)
            guard seen.insert(member.key).inserted else {
                report(member.keyLocation, path, "\"\(member.key)\" appears twice", hint: "keep one")
                continue
            }
            switch member.key {
            case "$schema":
                _ = string(
                    member.value, at: path, what: "the URL or path of the project file's JSON Schema",
                    example: "catalogs/catalog-site.schema.json")
            case "inputs": project.inputs = inputs(member.value, at: path)
            case "output": project.output = string(member.value, at: path, what: "the site folder", example: "_site").map(resolve)
            case "locales": project.locales = locales(member.value, at: path)
            case "theme": project.theme = string(member.value, at: path, what: "a theme folder", example: "theme").map(resolve)
            case "rules": project.severities = severities(member.value, at: path)
            default:
                let guess = EditDistance.closest(to: member.key, among: Self.keys, limit: 3).first
                report(
                    member.keyLocation, path,
                    "unknown key \"\(member.key)\" (a project file has \(Self.keys.joined(separator: ", ")))",
                    hint: guess.map { "did you mean \"\($0)\"?" } ?? "remove it")
            }
        }
        return project
    }

    /// A non-empty string, or nil after reporting what it should have been.
    private mutating func string(_ node: JSONNode, at path: String, what: String, example: String) -> String? {
        guard case .string(let text) = node.value else {
            report(
                node.location, path, "\(path) must be a string (\(what)), found \(node.kind)",
                hint: "write it in double quotes: \"\(example)\"")
            return nil
        }
        guard !text.isEmpty else {
            report(node.location, path, "\(path) must not be empty (\(what))", hint: "remove the key to use the default")
            return nil
        }
        return text
    }

    /// `inputs`: a non-empty array of paths.
    private mutating func inputs(_ node: JSONNode, at path: String) -> [String]? {
        guard case .array(let items) = node.value else {
            let hint =
                if case .string(let text) = node.value { "write an array: [\"\(text)\"]" } else { "write an array such as [\"catalogs\"]" }
            report(node.location, path, "inputs must be an array of catalog files or folders, found \(node.kind)", hint: hint)
            return nil
        }
        guard !items.isEmpty else {
            report(
                node.location, path, "inputs names no catalog file or folder", hint: "list at least one, or remove the key to use catalogs")
            return nil
        }
        let paths = items.enumerated().compactMap { index, item in
            string(item, at: "\(path)[\(index)]", what: "a catalog file or folder", example: "catalogs")
        }
        return paths.count == items.count ? paths.map(resolve) : nil
    }

    /// `locales`: "all", "paywalls" or a non-empty array of locales.
    private mutating func locales(_ node: JSONNode, at path: String) -> BuildOptions.LocaleSelection? {
        switch node.value {
        case .string("all"): return .all
        case .string("paywalls"): return .paywalls
        case .string(let text):
            let guess = EditDistance.closest(to: text, among: ["all", "paywalls"], limit: 2).first
            report(
                node.location, path, "\"\(text)\" is not \"all\" or \"paywalls\" (locales is one of them, or an array of locales)",
                hint: guess.map { "did you mean \"\($0)\"?" } ?? "a list of locales is an array: [\"\(text)\"]")
            return nil
        case .array(let items):
            guard !items.isEmpty else {
                report(
                    node.location, path, "locales names no locale",
                    hint: #"list locales such as ["en_US", "fr_FR"], or write "all" or "paywalls""#)
                return nil
            }
            let names = items.enumerated().compactMap { index, item in
                string(item, at: "\(path)[\(index)]", what: "a locale", example: "en_US")
            }
            return names.count == items.count ? .list(names) : nil
        default:
            report(
                node.location, path, "locales must be \"all\", \"paywalls\" or an array of locales, found \(node.kind)",
                hint: #"write ["en_US", "fr_FR"], "all" or "paywalls""#)
            return nil
        }
    }

    /// `rules`: an object of rule ID → off, note, warning or error.
    private mutating func severities(_ node: JSONNode, at path: String) -> Diagnostic.SeverityPolicy {
        var policy = Diagnostic.SeverityPolicy()
        guard case .object(let members) = node.value else {
            report(
                node.location, path, "rules must be an object of lint rule IDs and severities, found \(node.kind)",
                hint: #"write { "copy-untranslated": "off", "missing-translation": "error" }"#)
            return policy
        }
        let levels = Diagnostic.SeverityPolicy.Level.allCases.map(\.rawValue)
        let ruleIDs = Diagnostic.Rule.lintRules.map(\.rawValue)
        var seen = Set<String>()
        for member in members {
            let memberPath = JSONPath.join(path, member.key)
            guard seen.insert(member.key).inserted else {
                report(member.keyLocation, memberPath, "\"\(member.key)\" appears twice", hint: "keep one")
                continue
            }
            guard let rule = Diagnostic.Rule.lintRules.first(where: { $0.rawValue == member.key }) else {
                let guess = EditDistance.closest(to: member.key, among: ruleIDs, limit: max(3, member.key.count / 3)).first
                let list = "docs/lint-rules.md lists the rules"
                report(
                    member.keyLocation, memberPath, "unknown lint rule \"\(member.key)\"",
                    hint: guess.map { "did you mean \"\($0)\"? \(list)" } ?? list)
                continue
            }
            guard case .string(let word) = member.value.value else {
                report(
                    member.value.location, memberPath,
                    "a rule's severity must be a string (\(levels.joined(separator: ", "))), found \(member.value.kind)",
                    hint: "write \"\(member.key)\": \"warning\"")
                continue
            }
            guard let level = Diagnostic.SeverityPolicy.Level(rawValue: word) else {
                let guess =
                    levels.first { $0.lowercased() == word.lowercased() }
                    ?? levels.first { $0.hasPrefix(word.lowercased()) && !word.isEmpty }
                    ?? EditDistance.closest(to: word, among: levels, limit: 2).first
                report(
                    member.value.location, memberPath, "\"\(word)\" is not a severity (\(levels.joined(separator: ", ")))",
                    hint: guess.map { "did you mean \"\($0)\"?" }
                        ?? "off drops the rule's findings; note, warning and error replace their severity")
                continue
            }
            do { try policy.set(level, for: rule) } catch {
                report(member.keyLocation, memberPath, error.description, hint: "remove it from rules")
            }
        }
        return policy
    }

    /// A path of the file as the command line would give it: relative to `directory`.
    private func resolve(_ path: String) -> String {
        directory == "." || path.hasPrefix("/") ? path : (directory as NSString).appendingPathComponent(path)
    }

    private mutating func report(_ location: Diagnostic.Location, _ path: String, _ message: String, hint: String?) {
        problems.append(ProjectFileError.Problem(location: location, path: path, message: message, hint: hint))
    }
}
