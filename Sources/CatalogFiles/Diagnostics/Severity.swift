import CatalogText

/// How serious a diagnostic is. Errors fail `catalog-site lint`; warnings do with `--strict`.
public enum Severity: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
    /// Information, e.g. a `.storekit` field Catalog does not use.
    case note
    /// Something a user would regret; the store may accept it.
    case warning
    /// Something a store would reject, or input Catalog cannot use.
    case error

    /// Less serious first: note < warning < error.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
