/// One build as `serve` answers from it: the site's files, the error page while the site cannot be built
/// (the files of the last good build are kept behind it), and the build's number.
///
/// Immutable, so a request reads the build it started with while the next one is installed; the
/// server holds the current one and drops it when stopped.
final class ServedContent: Sendable {
    /// The site's files by path (empty before the first good build).
    let files: [String: [UInt8]]
    /// The error page while the catalogs or the theme cannot be used.
    let failure: [UInt8]?
    /// The build's number: 0 before the first build, then one more per rebuild.
    let generation: Int

    init(files: [String: [UInt8]], failure: [UInt8]?, generation: Int) {
        self.files = files
        self.failure = failure
        self.generation = generation
    }

    /// Nothing built yet.
    static let empty = ServedContent(files: [:], failure: nil, generation: 0)

    /// The answer to a GET of `rawPath` (percent-encoded, as sent): a site file (HTML with the reload
    /// script), a redirect to a folder's slash, the error page while the site cannot be built, or the 404
    /// page.
    func reply(to rawPath: String) -> ServeReply {
        let html = "text/html; charset=utf-8"
        switch SitePath.resolve(rawPath, in: files) {
        case .file(let path):
            let type = SitePath.contentType(of: path)
            guard let body = files[path] else { break }
            if let failure, type == html {
                return ServeReply(status: 500, contentType: html, body: ReloadScript.inject(into: failure, generation: generation))
            }
            return ServeReply(
                status: 200, contentType: type, body: type == html ? ReloadScript.inject(into: body, generation: generation) : body,
                file: path)
        case .redirect(let location):
            if failure == nil { return ServeReply(status: 301, contentType: html, body: [], location: location) }
        case .notFound:
            break
        }
        if let failure, rawPath == "/" || rawPath.hasSuffix(".html") || rawPath.hasSuffix("/") {
            return ServeReply(status: 500, contentType: html, body: ReloadScript.inject(into: failure, generation: generation))
        }
        return ServeReply(
            status: 404, contentType: html, body: ReloadScript.inject(into: ServedPage.notFound(rawPath), generation: generation))
    }
}
