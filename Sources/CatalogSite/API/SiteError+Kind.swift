extension SiteError {
    /// Whose fault a failed build is: it tells a command-line tool which exit status to use.
    public enum Kind: Sendable, Equatable {
        /// The catalogs or the theme have errors: the user edits them.
        case input
        /// The request cannot be met as given: a missing path, an empty `--locales`, an `--out` that
        /// must not be replaced.
        case usage
        /// The system refused: a folder that cannot be written, a disk that is full, a missing tool.
        case system
    }
}
