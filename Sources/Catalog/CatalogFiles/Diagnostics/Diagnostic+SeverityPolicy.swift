extension Diagnostic {
    /// A severity chosen per rule, replacing the rule's usual one: a project's own view of what must
    /// fail a build, what is only worth a look, and what it does not want to hear about.
    ///
    /// The rules about the input itself (`Rule.severityIsFixed`: a missing path, a file that is not JSON)
    /// cannot be set: without them nothing else could be checked.
    ///
    /// ```swift
    /// var policy = Diagnostic.SeverityPolicy()
    /// try policy.set(.off, for: .copyUntranslated)
    /// try policy.set(.error, for: .missingTranslation)
    /// let findings = policy.applied(to: CatalogLoader.load(path: "catalogs/pulse-fitness.json").findings())
    /// ```
    public struct SeverityPolicy: Sendable, Hashable {
        /// What a rule's findings become.
        public enum Level: String, Sendable, Hashable, CaseIterable {
            /// The findings are dropped.
            case off
            /// The findings are notes.
            case note
            /// The findings are warnings.
            case warning
            /// The findings are errors.
            case error

            /// The severity findings get; nil for `off`.
            public var severity: Severity? {
                switch self {
                case .off: nil
                case .note: .note
                case .warning: .warning
                case .error: .error
                }
            }
        }

        /// A rule that cannot be set, and why.
        public struct FixedRuleError: Error, Sendable, Hashable, CustomStringConvertible {
            /// The rule.
            public let rule: Rule

            /// Why the rule cannot be set, in one sentence.
            public var description: String {
                "the rule \"\(rule.rawValue)\" cannot be set: its findings mean the input could not be read at all, so it is always an error"
            }
        }

        /// The level of each rule that has one; the others keep their usual severity.
        public private(set) var levels: [Rule: Level] = [:]

        /// A policy that changes nothing.
        public init() {}

        /// Sets the level of a rule's findings.
        ///
        /// - Throws: `FixedRuleError` for a rule whose severity is fixed (`Rule.severityIsFixed`: the rules
        ///   about the paths and files themselves, `Diagnostic.Rule.fileRules`, and a project file that
        ///   cannot be used).
        public mutating func set(_ level: Level, for rule: Rule) throws(FixedRuleError) {
            guard !rule.severityIsFixed else { throw FixedRuleError(rule: rule) }
            levels[rule] = level
        }

        /// Whether the policy changes nothing.
        public var isEmpty: Bool { levels.isEmpty }

        /// A finding with its rule's level: nil when the rule is off, itself when the rule has no level.
        public func applied(to diagnostic: Diagnostic) -> Diagnostic? {
            guard let level = levels[diagnostic.rule] else { return diagnostic }
            guard let severity = level.severity else { return nil }
            return diagnostic.with(severity: severity)
        }

        /// Findings with their rules' levels, in the same order, without those of rules that are off.
        public func applied(to diagnostics: [Diagnostic]) -> [Diagnostic] {
            levels.isEmpty ? diagnostics : diagnostics.compactMap { applied(to: $0) }
        }
    }

    /// The same finding with another severity.
    func with(severity: Severity) -> Diagnostic {
        var changed = self
        changed.severity = severity
        return changed
    }
}
