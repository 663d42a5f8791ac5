/// The small script `serve` adds before `</body>` of every HTML response (never to built sites): it
/// listens to the server's events and reloads the page when the site was rebuilt.
enum ReloadScript {
    /// The Server-Sent Events endpoint.
    static let eventsPath = "/_catalog-site/events"

    /// The script for a page served from build `generation`: a page older than the current build reloads
    /// as soon as it connects, so a rebuild between loading the page and connecting is not missed.
    static func tag(generation: Int) -> String {
        "<script>new EventSource(\"\(eventsPath)?since=\(generation)\").addEventListener(\"reload\", function () { location.reload(); });</script>\n"
    }

    /// `html` with the script inserted before its last `</body>`, or at the end when it has none.
    static func inject(into html: [UInt8], generation: Int) -> [UInt8] {
        let text = String(decoding: html, as: UTF8.self)
        let script = tag(generation: generation)
        guard let body = text.range(of: "</body>", options: [.backwards, .caseInsensitive]) else {
            return Array((text + script).utf8)
        }
        var result = text
        result.insert(contentsOf: script, at: body.lowerBound)
        return Array(result.utf8)
    }
}
