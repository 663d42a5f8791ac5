/// An item of a JSON array with its path (`products[2]`).
struct ArrayItem: Located {
    let node: JSONNode
    let path: String
}
