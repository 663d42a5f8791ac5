import CatalogText

/// What a catalog read from Google Play files says about the app: its package and the fields of the
/// files the model does not read.
///
/// ```swift
/// let app = PlayCatalogInfo(packageName: "com.example.lumen")
/// app.packageName  // "com.example.lumen"
/// ```
public struct PlayCatalogInfo: Sendable, Hashable {
    /// The app's `packageName`, the same in every file of one catalog.
    public let packageName: String
    /// The `regionsVersion` the files were written for (`"2025/01"`), when known.
    public let regionsVersion: String?

    /// An app's Play facts.
    public init(packageName: String, regionsVersion: String? = nil) {
        self.packageName = packageName
        self.regionsVersion = regionsVersion
    }
}
