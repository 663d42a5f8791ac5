/// What ``IncrementalSite/update(_:)`` made: the whole site, and how many of its pages were rendered again.
package struct SiteUpdate: Sendable {
    /// The site, as ``SiteBuilder/buildInMemory()`` would build it now.
    package let site: InMemorySite
    /// The pages rendered by this update; the others were kept from the previous one.
    package let renderedPages: Int
    /// Whether the update kept the previous plan's pages in place (the same pages in the same order), rather
    /// than making its pages, overviews and files anew.
    package let inPlace: Bool
}
