import CatalogText

/// The members of one JSON object that the reader knows, looked up by field (`fields[.displayName]`),
/// with the object's own path and position for "missing field" findings.
struct Fields<Name: FieldName> {
    /// The object's JSON path.
    let path: String
    /// Where the object starts.
    let location: Diagnostic.Location
    /// The members read, each key once, in file order.
    private let members: [NodeReader.Entry]
    /// Each member's field (nil: a key the format does not define), side by side with `members`: two
    /// arrays of plain types, since an object has a few fields and comparing them costs less than hashing.
    private let names: [Name?]

    /// - Parameters:
    ///   - entries: The members, each key once (the reader reports and skips duplicate keys).
    ///   - names: The field of each member, in the same order.
    init(path: String, location: Diagnostic.Location, entries: [NodeReader.Entry], names: [Name?]) {
        self.path = path
        self.location = location
        self.members = entries
        self.names = names
    }

    /// The member, when the object has it.
    subscript(name: Name) -> NodeReader.Entry? {
        guard let index = names.firstIndex(of: name) else { return nil }
        return members[index]
    }

    /// The known members in file order, each field once, for findings that follow the order they are written in.
    var inFileOrder: [(field: Name, entry: NodeReader.Entry)] {
        zip(names, members).compactMap { name, entry in name.map { ($0, entry) } }
    }
}
