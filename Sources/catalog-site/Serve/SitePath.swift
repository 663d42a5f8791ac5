/// Maps a request's raw (percent-encoded) path to a file of the in-memory site, refusing anything that
/// could name a place outside it.
enum SitePath {
    /// What a request path names.
    enum Resolution: Equatable {
        /// A file of the site, by its path relative to the root.
        case file(String)
        /// A folder of the site asked for without its closing slash: redirect here so relative links work.
        case redirect(String)
        /// Nothing of the site (or a path that tries to leave it).
        case notFound
    }

    /// Resolves `rawPath` (as sent, still percent-encoded, without the query) against `files`.
    ///
    /// `..` and `.` segments, encoded dots, slashes, backslashes and NULs, absolute paths (`//etc`) and
    /// anything that does not start with `/` are refused outright; only names of `files` are ever served.
    static func resolve(_ rawPath: String, in files: [String: [UInt8]]) -> Resolution {
        guard rawPath.hasPrefix("/"), !rawPath.hasPrefix("//") else { return .notFound }
        let lowered = rawPath.lowercased()
        for refused in ["\\", "%2e", "%2f", "%5c", "%00", "\0"] where lowered.contains(refused) { return .notFound }
        let segments = rawPath.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        guard !segments.contains(where: { $0 == ".." || $0 == "." }) else { return .notFound }
        guard var relative = String(rawPath.dropFirst()).removingPercentEncoding, !relative.contains("\0") else {
            return .notFound
        }
        if relative.isEmpty || relative.hasSuffix("/") { relative += "index.html" }
        if files[relative] != nil { return .file(relative) }
        if files[relative + "/index.html"] != nil { return .redirect(rawPath + "/") }
        return .notFound
    }

    /// The Content-Type of a site file, by its extension.
    static func contentType(of path: String) -> String {
        switch path.split(separator: ".").last.map({ $0.lowercased() }) {
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "png": "image/png"
        case "svg": "image/svg+xml"
        case "json": "application/json"
        case "txt": "text/plain; charset=utf-8"
        default: "application/octet-stream"
        }
    }
}
