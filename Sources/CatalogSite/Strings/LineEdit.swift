/// One step of an edit script between two lists of lines: a line kept, removed from the old list or
/// added from the new one (indices into each list).
enum LineEdit: Equatable {
    case same(old: Int, new: Int)
    case removed(old: Int)
    case added(new: Int)

    /// Whether the step changes something.
    var isChange: Bool {
        if case .same = self { return false }
        return true
    }

    /// The shortest edit script from `old` to `new` (Myers' O(ND) algorithm, after the common start and
    /// end are set aside): removals before additions within each change.
    ///
    /// When more than `limit` lines differ, the differing middle is given as removed and then added as a
    /// whole, which keeps time and memory bounded on a table rewritten by a new ICU.
    static func script(from old: [String], to new: [String], limit: Int = 4_000) -> [LineEdit] {
        var start = 0
        while start < old.count, start < new.count, old[start] == new[start] { start += 1 }
        var end = 0
        while end < old.count - start, end < new.count - start, old[old.count - 1 - end] == new[new.count - 1 - end] { end += 1 }
        let a = Array(old[start..<(old.count - end)]), b = Array(new[start..<(new.count - end)])
        var script = (0..<start).map { LineEdit.same(old: $0, new: $0) }
        let middle =
            myers(a, b, limit: limit)
            ?? (a.indices.map { LineEdit.removed(old: $0) } + b.indices.map { LineEdit.added(new: $0) })
        script += middle.map { edit in
            switch edit {
            case .same(let x, let y): .same(old: x + start, new: y + start)
            case .removed(let x): .removed(old: x + start)
            case .added(let y): .added(new: y + start)
            }
        }
        script += (0..<end).map { LineEdit.same(old: old.count - end + $0, new: new.count - end + $0) }
        return script
    }

    /// Myers' greedy forward search with its trace, then a walk back; nil past `limit` differences.
    private static func myers(_ a: [String], _ b: [String], limit: Int) -> [LineEdit]? {
        let n = a.count, m = b.count
        guard n + m > 0 else { return [] }
        let offset = n + m + 1
        var v = [Int](repeating: 0, count: 2 * offset + 1)
        // trace[d]: v's diagonals -d-1 ... d+1 as they were before step d.
        var trace: [[Int]] = []
        var found = false
        for d in 0...(n + m) where !found {
            if d > limit { return nil }
            trace.append(Array(v[(offset - d - 1)...(offset + d + 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { (x, y) = (x + 1, y + 1) }
                v[offset + k] = x
                if x >= n, y >= m {
                    found = true
                    break
                }
            }
        }
        var edits: [LineEdit] = []
        var (x, y) = (n, m)
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let saved = trace[d]
            func at(_ k: Int) -> Int { saved[k + d + 1] }
            let k = x - y
            let previousK = k == -d || (k != d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : at(previousK)
            let previousY = d == 0 ? 0 : previousX - previousK
            while x > previousX, y > previousY {
                edits.append(.same(old: x - 1, new: y - 1))
                (x, y) = (x - 1, y - 1)
            }
            if d > 0 { edits.append(x == previousX ? .added(new: y - 1) : .removed(old: x - 1)) }
            (x, y) = (previousX, previousY)
        }
        return edits.reversed()
    }
}
