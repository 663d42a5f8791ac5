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

    /// `html` with the script inserted before its last `</body>` (in any case), or at the end when it has none.
    ///
    /// It works on the bytes: every HTML response goes through it while `serve` rebuilds, and decoding a page
    /// to search it as text cost a few milliseconds of each edit on the other core. `</body>` is ASCII and no
    /// other scalar folds to its letters, so in a page of valid UTF-8 (every page built) this finds what a
    /// case-insensitive text search finds; bytes that are not UTF-8 are left as they are.
    static func inject(into html: [UInt8], generation: Int) -> [UInt8] {
        let script = Array(tag(generation: generation).utf8)
        guard let body = lastBodyEnd(in: html) else { return html + script }
        var result = html
        result.insert(contentsOf: script, at: body)
        return result
    }

    /// The offset of the last `</body>` in any case, if any.
    static func lastBodyEnd(in html: [UInt8]) -> Int? {
        let tag = Array("</body>".utf8)
        guard html.count >= tag.count else { return nil }
        return (0...(html.count - tag.count)).reversed().first { start in
            // ASCII letters differ from their capitals by 0x20 alone; "<" and "/" must match as they are.
            zip(tag, html[start..<(start + tag.count)]).allSatisfy { expected, byte in
                byte == expected || (expected >= UInt8(ascii: "a") && byte == expected - 0x20)
            }
        }
    }
}
