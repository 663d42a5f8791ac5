/// An error that explains itself: what was wrong and how to fix it.
///
/// Every error Catalog throws conforms, so a command-line tool or a test can print
/// `error.description` and `error.hint` without knowing the concrete type.
///
/// ```swift
/// do { _ = try Currency("EURO") } catch let error as CatalogError {
///     print(error.description)  // unknown currency code "EURO"
///     print(error.hint ?? "")   // did you mean EUR?
/// }
/// ```
public protocol CatalogError: Error, CustomStringConvertible, Sendable {
    /// A suggestion that helps the user fix the input, when there is one.
    var hint: String? { get }
}

extension CatalogError {
    /// The message followed by the hint, on one line: `unknown currency code "EURO" (hint: did you mean EUR?)`.
    public var explanation: String {
        guard let hint else { return description }
        return "\(description) (hint: \(hint))"
    }
}
