import CatalogSite
import Foundation

/// The pages `serve` makes itself: the error page of a site that cannot be built and the 404 page.
enum ServedPage {
    /// A page listing why the site cannot be built, as `lint` and `build` print it (file:line:col, message,
    /// hint), until the files are fixed.
    static func error(_ report: String) -> [UInt8] {
        page(
            title: "The site cannot be built",
            body: """
                <h1>The site cannot be built</h1>
                <p>Fix the files below; this page reloads by itself when they change.</p>
                <pre>\(FastHTMLContentType.escape(report))</pre>
                """)
    }

    /// The page of a path the site does not have, linking the index.
    static func notFound(_ path: String) -> [UInt8] {
        page(
            title: "Not found",
            body: """
                <h1>Not found</h1>
                <p>The site has no page at <code>\(FastHTMLContentType.escape(path))</code>.</p>
                <p><a href="/">Back to the index</a></p>
                """)
    }

    private static func page(title: String, body: String) -> [UInt8] {
        Array(
            """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title) · catalog-site serve</title>
            <style>body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem; } pre { white-space: pre-wrap; background: #fdf0f0; padding: 1rem; border-left: 4px solid #c00; }</style>
            </head>
            <body>
            \(body)
            </body>
            </html>

            """.utf8)
    }
}
