/// The members of one JSON object that the reader knows, looked up by field (`fields[.displayName]`),
/// with the object's own path and position for "missing field" findings.
struct Fields<Name: FieldName> {
    /// The object's JSON path.
    let path: String
    /// Where the object starts.
    let location: Diagnostic.Location
    private let members: [NodeReader.Entry]
    /// The known members, each field once (its first member): a list, since an object has a few fields
    /// and comparing them costs less than hashing.
    private let entries: [(name: Name, entry: NodeReader.Entry)]

    init(path: String, location: Diagnostic.Location, entries: [NodeReader.Entry]) {
        self.path = path
        self.location = location
        self.members = entries
        var byName: [(name: Name, entry: NodeReader.Entry)] = []
        byName.reserveCapacity(entries.count)
        for entry in entries {
            if let name = Name(rawValue: entry.key), !byName.contains(where: { $0.name == name }) { byName.append((name, entry)) }
        }
        self.entries = byName
    }

    /// The member, when the object has it.
    subscript(name: Name) -> NodeReader.Entry? { entries.first { $0.name == name }?.entry }

    /// The known members in file order, each field once, for findings that follow the order they are written in.
    var inFileOrder: [(field: Name, entry: NodeReader.Entry)] {
        var seen = Set<Name>()
        return members.compactMap { entry in
            guard let name = Name(rawValue: entry.key), seen.insert(name).inserted else { return nil }
            return (name, entry)
        }
    }
}
