import Testing

/// The hash of `value` with a seed mixed in first, so that two unequal values can be told apart by
/// some seed even if one seed happens to give them the same hash.
private func seededHash(_ value: some Hashable, seed: Int) -> Int {
    var hasher = Hasher()
    hasher.combine(seed)
    hasher.combine(value)
    return hasher.finalize()
}

/// Checks the laws of a hand-written `==` and `hash(into:)`: equality is reflexive, symmetric and
/// holds exactly within each class; equal values hash alike; values of different classes hash apart.
///
/// ```swift
/// checkHashable(equivalenceClasses: [[Money("1.0", currency: "EUR"), Money("1.00", currency: "EUR")], [Money("2", currency: "EUR")]])
/// ```
/// - Parameter equivalenceClasses: groups of values; values in one group must be equal to each other
///   and unequal to every value of the other groups.
public func checkHashable<Value: Hashable>(
    equivalenceClasses: [[Value]], sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let values = equivalenceClasses.enumerated().flatMap { index, group in group.map { (value: $0, group: index) } }
    for lhs in values {
        #expect(lhs.value == lhs.value, "== is not reflexive for \(lhs.value)", sourceLocation: sourceLocation)
        for rhs in values {
            let expected = lhs.group == rhs.group
            #expect(
                (lhs.value == rhs.value) == expected, "\(lhs.value) == \(rhs.value) should be \(expected)",
                sourceLocation: sourceLocation)
            #expect(
                (lhs.value == rhs.value) == (rhs.value == lhs.value), "== is not symmetric for \(lhs.value), \(rhs.value)",
                sourceLocation: sourceLocation)
            if expected {
                #expect(
                    lhs.value.hashValue == rhs.value.hashValue, "equal values \(lhs.value), \(rhs.value) hash differently",
                    sourceLocation: sourceLocation)
                #expect(
                    seededHash(lhs.value, seed: 1) == seededHash(rhs.value, seed: 1),
                    "equal values \(lhs.value), \(rhs.value) hash differently with a seed", sourceLocation: sourceLocation)
            } else {
                #expect(
                    (0..<8).contains { seededHash(lhs.value, seed: $0) != seededHash(rhs.value, seed: $0) },
                    "unequal values \(lhs.value), \(rhs.value) always hash alike", sourceLocation: sourceLocation)
            }
        }
    }
}

/// Checks the laws of a hand-written `<` against an expected order: `<` is irreflexive, asymmetric
/// and transitive, `<`, `<=`, `>`, `>=` agree with the classes' positions, and `==` holds exactly
/// within a class (so that `<` and `==` are consistent).
///
/// ```swift
/// checkComparable(orderedClasses: [[.note], [.warning], [.error]])
/// ```
/// - Parameter orderedClasses: groups of values in ascending order; values in one group are equal.
public func checkComparable<Value: Comparable>(
    orderedClasses: [[Value]], sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let values = orderedClasses.enumerated().flatMap { index, group in group.map { (value: $0, rank: index) } }
    for lhs in values {
        #expect(!(lhs.value < lhs.value), "< is not irreflexive for \(lhs.value)", sourceLocation: sourceLocation)
        for rhs in values {
            let (a, b) = (lhs.value, rhs.value)
            #expect((a < b) == (lhs.rank < rhs.rank), "\(a) < \(b) should be \(lhs.rank < rhs.rank)", sourceLocation: sourceLocation)
            #expect((a <= b) == (lhs.rank <= rhs.rank), "\(a) <= \(b) should be \(lhs.rank <= rhs.rank)", sourceLocation: sourceLocation)
            #expect((a > b) == (lhs.rank > rhs.rank), "\(a) > \(b) should be \(lhs.rank > rhs.rank)", sourceLocation: sourceLocation)
            #expect((a >= b) == (lhs.rank >= rhs.rank), "\(a) >= \(b) should be \(lhs.rank >= rhs.rank)", sourceLocation: sourceLocation)
            #expect((a == b) == (lhs.rank == rhs.rank), "\(a) == \(b) should be \(lhs.rank == rhs.rank)", sourceLocation: sourceLocation)
            #expect(!(a < b && b < a), "< is not asymmetric for \(a), \(b)", sourceLocation: sourceLocation)
            for third in values where a < b && b < third.value {
                #expect(a < third.value, "< is not transitive for \(a), \(b), \(third.value)", sourceLocation: sourceLocation)
            }
        }
    }
}
