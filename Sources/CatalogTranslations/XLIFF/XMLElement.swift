import Catalog

/// An XML element read by `XMLReader`, with the position of its start tag.
struct XMLElement: Sendable {
    /// A child: an element or text (entities resolved, CDATA included).
    enum Child: Sendable {
        /// A child element.
        case element(XMLElement)
        /// Character data.
        case text(String)
    }

    /// The name as written, prefix included (`xml:space`, `trans-unit`).
    let name: String
    /// The attributes, values normalised as XML says (entities resolved).
    let attributes: [String: String]
    /// Children in document order.
    let children: [Child]
    /// Where the start tag's `<` is.
    let location: Diagnostic.Location

    /// The child elements.
    var elements: [XMLElement] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    /// The child elements with a name.
    func elements(named name: String) -> [XMLElement] { elements.filter { $0.name == name } }

    /// The text of the element and its descendants, in order.
    var text: String {
        children.map {
            switch $0 {
            case .element(let element): element.text
            case .text(let text): text
            }
        }.joined()
    }
}
