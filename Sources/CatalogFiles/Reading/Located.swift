import CatalogJSON
import CatalogText

/// A JSON value with its path: an array item, or the value of an object's member (`NodeReader.Entry`).
protocol Located {
    /// The value.
    var node: JSONNode { get }
    /// Its JSON path, as diagnostics show it.
    var path: String { get }
}
