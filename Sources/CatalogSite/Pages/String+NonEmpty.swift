extension String {
    /// The string, or nil when it is empty or only spaces.
    var nonEmpty: String? { allSatisfy(\.isWhitespace) ? nil : self }
}
