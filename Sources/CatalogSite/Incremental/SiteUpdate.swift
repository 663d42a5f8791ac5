/// What ``IncrementalSite/update(_:)`` made: the whole site, and how many of its pages were rendered again.
package struct SiteUpdate: Sendable {
    /// The site, as ``SiteBuilder/buildInMemory()`` would build it now.
    package let site: InMemorySite
    /// The pages rendered by this update; the others were kept from the previous one.
    package let renderedPages: Int
}
