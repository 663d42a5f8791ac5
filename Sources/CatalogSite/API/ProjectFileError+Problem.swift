import Catalog

extension ProjectFileError {
    /// One problem of a project file.
    public struct Problem: Sendable, Equatable {
        /// Where the value or key starts: its 1-based line and column.
        public let location: Diagnostic.Location
        /// The JSON path (`rules["copy-untranslated"]`); empty for the whole file.
        public let path: String
        /// What is wrong, naming the rule broken.
        public let message: String
        /// How to fix it, when there is something to say.
        public let hint: String?

        /// A problem at `location`.
        ///
        /// - Parameters:
        ///   - location: Where the value or key starts.
        ///   - path: The JSON path.
        ///   - message: What is wrong.
        ///   - hint: How to fix it.
        public init(location: Diagnostic.Location, path: String, message: String, hint: String?) {
            self.location = location
            self.path = path
            self.message = message
            self.hint = hint
        }
    }
}
