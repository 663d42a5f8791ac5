import Catalog

/// Writing a translation file or a catalog so that readers, a crash or a power cut see the old contents or
/// the new, never half of them: Catalog's `AtomicFileWriter` (temporary file, `fsync`, rename, `fsync` of
/// the folder), with its failure as a `TranslationError`.
enum AtomicFile {
    /// Replaces (or creates) the file at `path` with `bytes`, keeping an existing file's permissions.
    /// - Throws: `TranslationError.cannotWrite` saying why ("the file system is read-only"); the target is
    ///   then untouched.
    static func write(_ bytes: [UInt8], to path: String) throws(TranslationError) {
        do {
            try AtomicFileWriter().write(bytes, to: path)
        } catch {
            throw .cannotWrite(path: path, reason: error.failure.words)
        }
    }

    /// Writes each file into `folder` (made when missing), each atomically.
    /// - Returns: The paths written.
    /// - Throws: `TranslationError.cannotWrite` naming the folder or file that could not be written and why.
    static func write(_ files: [(name: String, text: String)], into folder: String) throws(TranslationError) -> [String] {
        do {
            return try AtomicFileWriter().write(files, into: folder)
        } catch {
            throw .cannotWrite(path: error.path, reason: error.failure.words)
        }
    }
}
