/// Where a model value was read from (its JSON path), kept for diagnostics and left out of equality.
///
/// Every `SourcePath` equals every other and hashes to nothing, so a model type that stores one keeps
/// its synthesized `==` and `hash(into:)` about content only: two products with the same fields are
/// equal whether they were read from `products[0]` of one file or `products[3]` of another.
struct SourcePath: Sendable, Hashable {
    /// The JSON path ("products[2]"), or "" for a value made in code.
    let path: String

    /// True: where a value was read from is not part of what it is.
    static func == (lhs: SourcePath, rhs: SourcePath) -> Bool { true }

    /// Adds nothing, consistently with `==`.
    func hash(into hasher: inout Hasher) {}
}
