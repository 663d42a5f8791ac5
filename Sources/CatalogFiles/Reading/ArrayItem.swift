import CatalogJSON
import CatalogText

/// An item of a JSON array with its path (`products[2]`), built from the array's path and the index
/// only when something asks for it: most items are read without a finding.
struct ArrayItem: Located {
    let node: JSONNode
    /// The array's path.
    let parent: String
    /// The item's index in the array.
    let index: Int

    /// The item's path: `parent[index]`.
    var path: String { JSONPath.item(parent, index) }
}
