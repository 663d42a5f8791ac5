import Catalog

/// Why an XML document is not well-formed, and where.
struct XMLSyntaxError: Error, Equatable {
    /// What is wrong.
    let message: String
    /// Where.
    let location: Diagnostic.Location
}
