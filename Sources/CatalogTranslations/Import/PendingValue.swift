/// A value to insert into a catalog: built up from translations, written once per place.
indirect enum PendingValue: Sendable {
    /// A string.
    case string(String)
    /// An object's new members, in insertion order.
    case object([(key: String, value: PendingValue)])
    /// An array's new items, in order.
    case array([String])

    /// The JSON value to write.
    var json: JSONValue {
        switch self {
        case .string(let text): .string(text)
        case .object(let members): .object(members.map { ($0.key, $0.value.json) })
        case .array(let items): .array(items.map { .string($0) })
        }
    }
}
