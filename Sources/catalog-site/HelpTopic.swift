import ArgumentParser
import Catalog

/// Subcommand names, checked before ArgumentParser: after `catalog-site help` (for which it shows the
/// top-level help when it does not know the name) and where a subcommand is expected (for which it says
/// only "Unexpected argument"), with "did you mean" by edit distance over the subcommand names.
enum HelpTopic {
    /// The message for `help` followed by a name that is not a subcommand, or `nil` when every name is known.
    static func unknown(in arguments: [String], root: any ParsableCommand.Type) -> String? {
        guard arguments.first == "help" else { return unknownSubcommand(in: arguments, root: root) }
        var command = root
        var path = [root._commandName]
        for topic in arguments.dropFirst() where !topic.hasPrefix("-") {
            if topic == "help" { return nil }
            guard let next = command.configuration.subcommands.first(where: { $0._commandName == topic }) else {
                return message(topic, of: command, path: path)
            }
            command = next
            path.append(topic)
        }
        return nil
    }

    /// The message for a name where a subcommand is expected (`catalog-site biuld`, `catalog-site
    /// translations exprot`), or `nil`: the words before the first option name subcommands as long as
    /// the command reached has any.
    static func unknownSubcommand(in arguments: [String], root: any ParsableCommand.Type) -> String? {
        var command = root
        var path = [root._commandName]
        for word in arguments {
            guard !word.hasPrefix("-"), word != "help", !command.configuration.subcommands.isEmpty else { return nil }
            guard let next = command.configuration.subcommands.first(where: { $0._commandName == word }) else {
                return message(word, of: command, path: path)
            }
            command = next
            path.append(word)
        }
        return nil
    }

    /// "unknown subcommand "biuld" (hint: did you mean build?)", or, when the command has none,
    /// "catalog-site build has no subcommand "fast"".
    private static func message(_ name: String, of command: any ParsableCommand.Type, path: [String]) -> String {
        let names = command.configuration.subcommands.map { $0._commandName }
        let commandPath = path.joined(separator: " ")
        guard !names.isEmpty else { return "\(commandPath) has no subcommand \"\(name)\"" }
        let hint =
            EditDistance.closest(to: name, among: names, limit: 2).first.map { "did you mean \($0)?" }
            ?? "the subcommands are \(names.joined(separator: ", "))"
        let of = path.count > 1 ? " of \(commandPath)" : ""
        return "unknown subcommand \"\(name)\"\(of) (hint: \(hint))"
    }
}
