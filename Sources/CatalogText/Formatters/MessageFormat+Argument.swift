extension MessageFormat {
    /// One argument of a pattern, as lint needs it: its name, kind, where it is, and its cases with the
    /// arguments nested in each.
    ///
    /// `{trialDays, plural, one {# day} other {# days, then {price}}}` is an argument `trialDays` of kind
    /// `.plural` with the cases `one` (no arguments) and `other` (the argument `price`).
    public struct Argument: Sendable, Hashable {
        /// The argument's name (`trialDays`), or its number for a positional argument (`0`).
        public let name: String
        /// How the pattern uses the argument.
        public let kind: Kind
        /// Where the name starts in the pattern.
        public let offset: Offset
        /// The type name of a `.simple` argument (`number` in `{count, number}`), else nil.
        public let typeName: String?
        /// The cases of a plural, select or selectordinal argument in pattern order; empty for others.
        public let cases: [Case]

        /// The case keywords in pattern order (`["one", "few", "=0", "other"]`).
        public var selectors: [String] { cases.map(\.selector) }

        /// How a pattern uses an argument.
        public enum Kind: String, Sendable, Hashable, CaseIterable {
            /// `{name}`: the value is inserted.
            case none
            /// `{name, number}`, `{name, date}`…: the value goes through a typed format.
            case simple
            /// `{name, plural, one {…} other {…}}`: chooses by the value's CLDR plural category.
            case plural
            /// `{name, selectordinal, one {#st} other {#th}}`: chooses by the ordinal category.
            case selectOrdinal = "selectordinal"
            /// `{name, select, yes {…} other {…}}`: chooses by the text of the value.
            case select
            /// `{name, choice, …}`: ICU's deprecated choice format.
            case choice
        }

        /// One case of a plural, select or selectordinal argument.
        public struct Case: Sendable, Hashable {
            /// The keyword: a plural category (`few`), an explicit value (`=0`) or a select keyword (`yes`).
            public let selector: String
            /// The arguments of the case's sub-message, in order.
            public let arguments: [Argument]
        }
    }
}

extension MessageFormat.Argument {
    /// Reads the lines of `cicu_message_arguments`.
    static func parse(lines: String, pattern: String) -> [MessageFormat.Argument] {
        var reader = Reader(pattern: pattern)
        for line in lines.split(separator: "\n") { reader.read(line.split(separator: "\t", omittingEmptySubsequences: false)) }
        return reader.finished
    }

    /// Builds the tree from the flat lines with a stack of open arguments.
    private struct Reader {
        struct Open {
            var name: String
            var kind: Kind
            var offset: MessageFormat.Offset
            var typeName: String?
            var cases: [Case] = []
            var current: (selector: String, arguments: [MessageFormat.Argument])?
        }
        let pattern: String
        var stack: [Open] = []
        var finished: [MessageFormat.Argument] = []

        mutating func read(_ fields: [Substring]) {
            switch fields.first {
            case "a" where fields.count >= 4:
                stack.append(
                    Open(
                        name: String(fields[3]), kind: Kind(rawValue: String(fields[1])) ?? .none,
                        offset: MessageFormat.Offset(utf16: Int(fields[2]) ?? 0, in: pattern)))
            case "t" where fields.count >= 3 && !stack.isEmpty:
                stack[stack.count - 1].typeName = String(fields[2])
            case "s" where fields.count >= 2 && !stack.isEmpty:
                closeCase()
                stack[stack.count - 1].current = (String(fields[1]), [])
            case "e":
                closeCase()
                guard let open = stack.popLast() else { return }
                let argument = MessageFormat.Argument(
                    name: open.name, kind: open.kind, offset: open.offset, typeName: open.typeName, cases: open.cases)
                if stack.isEmpty {
                    finished.append(argument)
                } else {
                    stack[stack.count - 1].current?.arguments.append(argument)
                }
            default: break
            }
        }

        /// Stores the case the innermost argument is reading, when its next case starts or it ends.
        private mutating func closeCase() {
            guard let last = stack.indices.last, let current = stack[last].current else { return }
            stack[last].cases.append(Case(selector: current.selector, arguments: current.arguments))
            stack[last].current = nil
        }
    }
}
