import CatalogSite
import Foundation
import SnapshotTesting

extension Diffing where Value == String {
    /// Line diffing for catalog text, with invisible characters marked in the diff.
    ///
    /// Snapshot files keep the text exactly as shipped (a no-break space stays U+00A0); a failure's diff
    /// writes each invisible or space-like character as `<U+00A0>`, as `catalog-site strings --check`
    /// does, and a last line names the ones it shows, so a changed space or direction mark is seen. Built
    /// on SnapshotTesting's `lines` diffing.
    ///
    /// ```swift
    /// let strategy = Snapshotting<String, String>(pathExtension: "txt", diffing: .catalogText)
    /// ```
    public static var catalogText: Self {
        .diff(toData: Diffing.lines.toData, fromData: Diffing.lines.fromData) { old, new in
            guard old != new else { return nil }
            guard let (message, attachments) = Diffing.lines.diffV2(VisibleMarks.marked(old), VisibleMarks.marked(new)) else {
                return Diffing.lines.diffV2(old, new)
            }
            let shown = VisibleMarks.names.map(\.scalar).filter { message.contains(VisibleMarks.mark($0)) }
            let legend = VisibleMarks.legend(for: [String(String.UnicodeScalarView(shown))])
            return (legend.map { "\(message)\n(\($0))" } ?? message, attachments)
        }
    }
}
