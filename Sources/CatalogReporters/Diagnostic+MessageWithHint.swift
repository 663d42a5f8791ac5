import Catalog

extension Diagnostic {
    /// The message, then the hint on a line of its own.
    var messageWithHint: String {
        guard let hint else { return message }
        return "\(message)\nhint: \(hint)"
    }
}
