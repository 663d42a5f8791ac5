import CatalogJSON
import CatalogText

extension CatalogJSONReader {
    /// The values of one locale's paywall copy as read, each nil where the copy leaves it out (or, read
    /// the general way, where it has the wrong type).
    struct CopyValues {
        var title: String?, subtitle: String?, callToAction: String?, callToActionWithoutOffer: String?
        var features: [String]?, sameAsSource: Set<Paywall.Copy.Field>?

        /// The texts the copy leaves out, given which of them are absent (not of the wrong type, which is
        /// reported as such).
        static func missing(title: Bool, subtitle: Bool, features: Bool) -> Set<Paywall.Copy.Field> {
            Set([title ? .title : nil, subtitle ? .subtitle : nil, features ? Paywall.Copy.Field.features : nil].compactMap(\.self))
        }
        /// The texts leaving it out made absent (set by the reader that reads the copy).
        var missing: Set<Paywall.Copy.Field> = []
    }
}
