extension EditDistance {
    /// The Levenshtein distance between two scalar sequences if it is at most `limit`, else nil.
    ///
    /// Only the diagonal band of width `2 × limit + 1` is computed and the work stops as soon as every
    /// cell of a row exceeds the limit: O(limit × length) rather than O(length²).
    package static func within(_ limit: Int, _ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int? {
        guard limit >= 0, abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let beyond = limit + 1
        var previous = [Int](repeating: beyond, count: b.count + 1)
        var current = previous
        for j in 0...min(b.count, limit) { previous[j] = j }
        for i in 1...a.count {
            let low = max(1, i - limit), high = min(b.count, i + limit)
            current[low - 1] = low == 1 ? min(i, beyond) : beyond
            var rowMinimum = current[low - 1]
            for j in low...high {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                let deletion = previous[j] + 1
                let insertion = current[j - 1] + 1
                let value = min(substitution, deletion, insertion, beyond)
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if high < b.count { current[high + 1] = beyond }
            if rowMinimum > limit { return nil }
            swap(&previous, &current)
        }
        let distance = previous[b.count]
        return distance <= limit ? distance : nil
    }
}
