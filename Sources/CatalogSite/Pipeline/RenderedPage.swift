import Foundation

/// A page written by step "render pages": its entry of the index (which holds what the report says about
/// it) and its row of the index, rendered by the theme with the page.
struct RenderedPage: Sendable {
    /// The page's catalog and paywall, as positions in the build's catalogs: paywall IDs may repeat in a
    /// faulty catalog, positions never do.
    let catalogIndex: Int
    let paywallIndex: Int
    let indexEntry: IndexViewModel.Page
    /// The copy of the page that opens without the offer ("de-de.without-offer.html"), when the page has an offer.
    let withoutOfferPath: String?
    let indexRow: String

    /// What the build report says about the page.
    var report: BuildReport.Page { indexEntry.report }
}

extension RenderedPage {
    /// "pulse-fitness/main/de-de.html" → "pulse-fitness/main" (as `deletingLastPathComponent`, without bridging
    /// each of 10,000 paths to `NSString` or comparing them by `Character`: "/" is one byte of UTF-8).
    static func folder(of path: String) -> String {
        path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[..<$0]) } ?? ""
    }

    /// "pulse-fitness/main/de-de.html" → "pulse-fitness/main/de-de.without-offer.html" (a dot is never part of a
    /// locale's file name, so the copy cannot collide with another locale's page).
    static func withoutOfferPath(of path: String) -> String {
        (path as NSString).deletingPathExtension + ".without-offer.html"
    }
}
