import ArgumentParser
import Catalog

/// The subcommand names after `catalog-site help`, checked before ArgumentParser, which shows the
/// top-level help for a name it does not know.
enum HelpTopic {
    /// The message for `help` followed by a name that is not a subcommand, or `nil` when every name is known.
    static func unknown(in arguments: [String], root: any ParsableCommand.Type) -> String? {
        guard arguments.first == "help" else { return nil }
        var command = root
        var path = [root._commandName]
        for topic in arguments.dropFirst() where !topic.hasPrefix("-") {
            let subcommands = command.configuration.subcommands
            let names = subcommands.map { $0._commandName }
            if topic == "help" { return nil }
            guard let next = subcommands.first(where: { $0._commandName == topic }) else {
                let commandPath = path.joined(separator: " ")
                guard !names.isEmpty else { return "\(commandPath) has no subcommand \"\(topic)\"" }
                let hint =
                    EditDistance.closest(to: topic, among: names, limit: 2).first.map { "did you mean \($0)?" }
                    ?? "the subcommands are \(names.joined(separator: ", "))"
                let of = path.count > 1 ? " of \(commandPath)" : ""
                return "unknown subcommand \"\(topic)\"\(of) (hint: \(hint))"
            }
            command = next
            path.append(topic)
        }
        return nil
    }
}
