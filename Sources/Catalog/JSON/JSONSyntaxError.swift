/// A file is not well-formed JSON: what and where.
public struct JSONSyntaxError: Error, Sendable, Equatable {
    public let message: String
    public let location: SourceLocation
    public let hint: String?

    public init(_ message: String, at location: SourceLocation, hint: String? = nil) {
        self.message = message
        self.location = location
        self.hint = hint
    }
}
