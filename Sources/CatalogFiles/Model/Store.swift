import CatalogText

/// A store whose rules a catalog must satisfy.
public enum Store: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Apple's App Store.
    case appStore
    /// Google Play.
    case googlePlay

    /// The store's name for messages.
    public var name: String {
        switch self {
        case .appStore: "App Store"
        case .googlePlay: "Google Play"
        }
    }

    /// In identifier order: appStore, googlePlay.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
