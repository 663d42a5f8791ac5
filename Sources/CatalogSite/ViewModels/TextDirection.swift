import Catalog

/// The direction a text is written in, as HTML's `dir` attribute names it.
enum TextDirection: String, Sendable, Hashable {
    /// "ltr": Latin, Cyrillic, Han, …
    case leftToRight = "ltr"
    /// "rtl": Arabic, Hebrew, …
    case rightToLeft = "rtl"

    /// The direction of a locale's script.
    init(of locale: LocaleID) { self = locale.isRightToLeft ? .rightToLeft : .leftToRight }
}
