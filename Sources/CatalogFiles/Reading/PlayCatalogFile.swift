import CatalogJSON
import CatalogText

/// A Google Play file parsed and recognised, waiting to be read with the other files of its app.
struct PlayCatalogFile {
    /// The file, as the user named it.
    let file: String
    let bytes: [UInt8]
    let root: JSONNode
    let shape: PlayShape
}
