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

    /// Creates a folder and its missing parents.
    /// - Throws: `TranslationError.cannotWrite` naming the folder that cannot be made and why.
    static func makeFolders(_ path: String) throws(TranslationError) {
        if let (folder, failure) = FileOperations.makeFolders(path) {
            throw .cannotWrite(path: folder, reason: failure.words)
        }
    }
}
