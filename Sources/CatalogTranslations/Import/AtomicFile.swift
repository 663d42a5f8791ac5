import Foundation

/// Writing a file so that readers see the old contents or the new, never half of them: a temporary
/// file in the same folder, renamed over the target.
enum AtomicFile {
    /// Replaces (or creates) the file at `path` with `bytes`, keeping an existing file's permissions.
    /// - Throws: `TranslationError.cannotWrite`; the target is then untouched.
    static func write(_ bytes: [UInt8], to path: String) throws(TranslationError) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let temporary = folder + "/." + url.lastPathComponent + ".\(ProcessInfo.processInfo.processIdentifier).tmp"
        var attributes: [FileAttributeKey: Any] = [:]
        if let permissions = try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] {
            attributes[.posixPermissions] = permissions
        }
        guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes), attributes: attributes) else {
            throw .cannotWrite(path: path, reason: "cannot create a temporary file in \(folder)")
        }
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw .cannotWrite(path: path, reason: reason)
        }
    }
}
