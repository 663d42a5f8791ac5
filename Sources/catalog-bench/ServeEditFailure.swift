/// Why `serve-edit` could not measure.
enum ServeEditFailure: Error, CustomStringConvertible {
    case noPort
    case noPage(String)
    case notInFile(String)
    case notServed(String)

    var description: String {
        switch self {
        case .noPort: "catalog-site serve printed no port"
        case .noPage(let pattern): "the index links no German page of \(pattern)"
        case .notInFile(let text): "the file has no \(text)"
        case .notServed(let page): "\(page) did not show the edit within 60 s"
        }
    }
}
