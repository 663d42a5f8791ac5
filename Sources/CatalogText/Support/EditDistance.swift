/// Levenshtein distance, for "did you mean" hints (shared with the other modules of this package).
package enum EditDistance {
    package static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                let insertionOrDeletion: Int = min(previous[j], current[j - 1]) + 1
                current[j] = min(substitution, insertionOrDeletion)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The candidates at most `limit` edits away, closest first.
    package static func closest(to word: String, among candidates: some Sequence<String>, limit: Int = 2) -> [String] {
        let scored: [(word: String, distance: Int)] = candidates.map { ($0, between($0, word)) }
        let near = scored.filter { $0.distance <= limit }
        let sorted = near.sorted { lhs, rhs in
            lhs.distance != rhs.distance ? lhs.distance < rhs.distance : lhs.word < rhs.word
        }
        return sorted.map(\.word)
    }
}
