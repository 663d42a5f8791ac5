/// What a paywall's page and its overview both begin with: the document's title, the catalog and the
/// paywall they show, and the way back to the assets and the index. Both documents live in
/// `<catalog>/<paywall>/`, so the relative paths are the same for every one.
///
/// ```swift
/// let heading = PaywallHeading(documentTitle: "Pulse · main: every locale", catalogName: "Pulse", paywallID: "main")
/// heading.indexPath  // "../../index.html"
/// ```
struct PaywallHeading: Sendable, Hashable {
    /// The document's title ("Pulse · main: every locale").
    let documentTitle: String
    /// The catalog's name.
    let catalogName: String
    /// The paywall's ID.
    let paywallID: String

    /// The relative path of the assets folder, ending in `/`.
    var assetsPath: String { "../../assets/" }
    /// The relative path of the index.
    var indexPath: String { "../../index.html" }
}

extension ThemeVariable {
    /// The heading's template variables, the same on a page and on an overview: `documentTitle`,
    /// `catalogName` and `paywallID` (`identity`), then `assetsPath` and `indexPath` (`paths`), so each
    /// model can place rows of its own between them.
    static func heading(_ get: @escaping @Sendable (Model) -> PaywallHeading) -> (identity: Self, paths: Self) {
        (
            Self([
                .text("documentTitle", "the document's title") { get($0).documentTitle },
                .text("catalogName", "the catalog's name") { get($0).catalogName },
                .text("paywallID", "the paywall's ID") { get($0).paywallID },
            ]),
            Self([
                .text("assetsPath", "the relative path of the assets folder, ending in /") { get($0).assetsPath },
                .text("indexPath", "the relative path of the index") { get($0).indexPath },
            ])
        )
    }
}
