/// A subscription group: subscriptions a customer holds one of at a time, ranked by level.
public struct SubscriptionGroup: Sendable, Hashable {
    /// The ID products name in their `group`.
    public let id: String
    /// The reference name.
    public let name: String
    /// The group's display name per language.
    public let localizedNames: [LocaleID: String]
    /// The JSON path of the group, for diagnostics; not part of `==`: values equal in content
    /// are equal wherever they were read from.
    public var path: String { source.path }
    /// Where the value was read from.
    private let source: SourcePath

    /// A group from its fields; `path` is where it was read from, for diagnostics.
    public init(id: String, name: String, localizedNames: [LocaleID: String] = [:], path: String = "") {
        self.id = id
        self.name = name
        self.localizedNames = localizedNames
        self.source = SourcePath(path: path)
    }
}
