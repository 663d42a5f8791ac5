/// What `serve` answers to a GET: status, Content-Type, body and, for a redirect, where to.
struct ServeReply: Equatable {
    let status: Int
    let contentType: String
    let body: [UInt8]
    var location: String?
    /// The site file served, when the reply is one (the server counts them).
    var file: String?

    /// The body as text, for tests and logs.
    var text: String { String(decoding: body, as: UTF8.self) }
}
