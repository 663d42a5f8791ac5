/// A paywall's overview (`<catalog>/<paywall>/index.html`): every locale's page side by side in scaled
/// frames, in both eligibility states, at each preview width.
struct OverviewViewModel: ThemeModel {
    /// One preview width: a section of frames and its entry in the width switch.
    struct Width: ThemeModel {
        /// "w375", the section's class and the switch's ID.
        let id: String
        /// "Phone, 375 px".
        let label: String
        /// Whether the switch starts on this width.
        let isDefault: Bool
        let pages: [Page]
    }

    /// One locale's page in the frames of one width.
    struct Page: ThemeModel {
        /// The page's row of the index, whose locale, storefront, notes and findings the frame shows.
        let entry: IndexViewModel.Page
        /// The page, relative to the overview ("de-de.html").
        let href: String
        /// The frame's address for the state with the offer: the page with the width's fragment.
        let src: String
        /// The frame's address for the state without it, or nil when no plan has an offer on the page.
        let withoutOfferSrc: String?

        /// "2 notes": one for the findings, which the page lists as one line, and one per review note.
        var noteCount: String {
            let count = entry.warnings.count + (entry.findings.isEmpty ? 0 : 1)
            return count == 1 ? "1 note" : "\(count) notes"
        }
    }

    /// The document's title, the catalog and paywall shown, and the paths back to the assets and the index.
    let heading: PaywallHeading
    /// "12 locales; 4 with review notes."
    let summary: String
    /// The catalog's lint findings about the paywall and its plans, listed once: every page shows them.
    let findings: [FindingViewModel]
    let widths: [Width]
}
