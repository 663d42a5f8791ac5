extension ProductCatalog {
    /// Whether the catalog's paywalls are Google Play's: read from Play's files, or written for Play alone
    /// (`"stores": ["googlePlay"]`). Previews then name the store, use Play's cancellation sentence and
    /// show a listing's benefits where the paywall has no features.
    package var isForGooglePlay: Bool { play != nil || stores == [.googlePlay] }
}
