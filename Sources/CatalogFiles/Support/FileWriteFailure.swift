import CatalogText

/// A file or folder that could not be written: its path and why, as the failed call's `errno`.
package struct FileWriteFailure: Error, Sendable, Equatable {
    /// The file (or folder) that was to be written, as the caller named it.
    package let path: String
    /// The failed call.
    package let failure: SystemFailure

    /// A failure to write `path`, from the `errno` of the failed call.
    package init(path: String, code: Int32) {
        self.path = path
        self.failure = SystemFailure(code: code)
    }
}
