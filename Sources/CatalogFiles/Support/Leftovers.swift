import CatalogText

/// What reading catalogs leaves behind (the parsed tree of each file read alone, the positions of its values), held for a
/// caller that frees it later instead of while it waits: `catalog-site serve` lets go of it after an update
/// has been served, where freeing a 10,000-page `.storekit` file's tree took a tenth of reading it.
///
/// ```swift
/// let leftovers = Leftovers()
/// CatalogLoader.loadCatalogs(files, keeping: { _ in false }, leaving: leftovers) { read in … }
/// DispatchQueue.global(qos: .utility).async { withExtendedLifetime(leftovers) {} }
/// ```
package final class Leftovers: Sendable {
    private let values = Locked<[any Sendable]>([])

    /// An empty collection.
    package init() {}

    /// Holds `value` until the collection itself is freed.
    package func keep(_ value: any Sendable) {
        values.withLock { $0.append(value) }
    }
}
