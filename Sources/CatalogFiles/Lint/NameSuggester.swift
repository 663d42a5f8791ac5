import CatalogText

/// "Did you mean" among a catalog's own names (product IDs, group IDs), in work that stays linear in
/// the catalog's size and the number of questions, however many unknown names a file holds.
///
/// A question compares the unknown name with every known name (at most `limit` edits, the closest
/// first, ties in alphabetical order) while a budget of `scanBudget` comparisons, shared by all the
/// questions, lasts: real catalogs never exhaust it. Past it, a question looks its name's one-deletion
/// variants up in an index of the known names' one-deletion variants (built once), which still finds
/// every name one edit away and most two edits away (a substitution or a swap of neighbours). The same
/// unknown name is answered once.
package struct NameSuggester {
    /// Comparisons of whole scans shared by all the questions (about 0.1 s of work in a release build).
    static let scanBudget = 100_000
    /// Names longer than this (no store allows them) are only found by the scan, never indexed.
    static let indexedLength = 128
    /// Index candidates checked per question, so that names sharing a variant cannot add up.
    static let indexCandidates = 64

    private let names: [String]
    private let scalars: [[Unicode.Scalar]]
    private let limit: Int
    private var budget = Self.scanBudget
    private var variants: [String: [Int]]?
    private var answers: [String: String?] = [:]
    /// Comparisons made so far (scan and index), for tests that check the work stays linear.
    private(set) var comparisons = 0

    /// - Parameters:
    ///   - names: The known names, each once.
    ///   - limit: The most edits a suggestion may be away.
    package init(_ names: some Sequence<String>, limit: Int) {
        self.names = Array(Set(names)).sorted()
        self.scalars = self.names.map { Array($0.unicodeScalars) }
        self.limit = limit
    }

    /// The closest known name to an unknown one, if one is near enough.
    package mutating func suggestion(for name: String) -> String? {
        if let answer = answers[name] { return answer }
        let query = Array(name.unicodeScalars)
        let answer: String?
        if budget >= names.count {
            budget -= names.count
            answer = closest(to: query, among: names.indices)
        } else {
            answer = closest(to: query, among: indexCandidates(for: query))
        }
        answers[name] = answer
        return answer
    }

    private mutating func closest(to query: [Unicode.Scalar], among candidates: some Sequence<Int>) -> String? {
        var best: (distance: Int, index: Int)?
        for index in candidates {
            comparisons += 1
            guard let distance = EditDistance.within(best.map { min($0.distance, limit) } ?? limit, query, scalars[index]) else {
                continue
            }
            // Names are sorted, and a later candidate of the same distance never wins: ties stay alphabetical.
            if best.map({ distance < $0.distance || (distance == $0.distance && index < $0.index) }) ?? true {
                best = (distance, index)
            }
        }
        return best.map { names[$0.index] }
    }

    private mutating func indexCandidates(for query: [Unicode.Scalar]) -> [Int] {
        guard query.count <= Self.indexedLength else { return [] }
        if variants == nil { variants = buildIndex() }
        var found = Set<Int>()
        var ordered: [Int] = []
        for variant in Self.deletionVariants(of: query) {
            for index in variants?[variant] ?? [] where found.insert(index).inserted {
                ordered.append(index)
                if ordered.count == Self.indexCandidates { return ordered }
            }
        }
        return ordered
    }

    private func buildIndex() -> [String: [Int]] {
        var index: [String: [Int]] = [:]
        for (position, name) in scalars.enumerated() where name.count <= Self.indexedLength {
            for variant in Set(Self.deletionVariants(of: name)) { index[variant, default: []].append(position) }
        }
        return index
    }

    /// The name itself, then the name without each one of its scalars.
    private static func deletionVariants(of name: [Unicode.Scalar]) -> [String] {
        var result = [String(String.UnicodeScalarView(name))]
        for skipped in name.indices {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: name[..<skipped])
            view.append(contentsOf: name[(skipped + 1)...])
            result.append(String(view))
        }
        return result
    }
}
