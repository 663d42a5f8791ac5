import CatalogJSON

extension JSONNode {
    /// Where the value starts, as diagnostics give it.
    package var location: Diagnostic.Location { Diagnostic.Location(position) }
}

extension JSONNode.Member {
    /// Where the key's opening quote is, as diagnostics give it.
    package var keyLocation: Diagnostic.Location { Diagnostic.Location(keyPosition) }
}
