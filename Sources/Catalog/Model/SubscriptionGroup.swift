/// A subscription group: subscriptions a customer holds one of at a time, ranked by level.
public struct SubscriptionGroup: Sendable, Hashable {
    public let id: String
    public let name: String
    /// The group's display name per language.
    public let localizedNames: [LocaleID: String]
    public let path: String

    public init(id: String, name: String, localizedNames: [LocaleID: String] = [:], path: String = "") {
        self.id = id
        self.name = name
        self.localizedNames = localizedNames
        self.path = path
    }
}
