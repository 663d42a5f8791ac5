import Foundation

extension Diffing where Value == String {
    /// Line diffing for catalog text, with invisible characters spelled out in the diff.
    ///
    /// Snapshot files keep the text exactly as shipped (a no-break space stays U+00A0); a failure's diff
    /// writes each invisible or space-like character as `<U+A0>` and names it, so a changed space or
    /// direction mark is seen. Built on SnapshotTesting's `lines` diffing.
    ///
    /// ```swift
    /// let strategy = Snapshotting<String, String>(pathExtension: "txt", diffing: .catalogText)
    /// ```
    public static var catalogText: Self {
        .diff(toData: Diffing.lines.toData, fromData: Diffing.lines.fromData) { old, new in
            guard old != new else { return nil }
            let (visibleOld, foundOld) = VisibleText.spelled(old)
            let (visibleNew, foundNew) = VisibleText.spelled(new)
            guard let (message, attachments) = Diffing.lines.diffV2(visibleOld, visibleNew) else {
                return Diffing.lines.diffV2(old, new)
            }
            let found = foundOld.union(foundNew)
            return (found.isEmpty ? message : message + "\n" + VisibleText.legend(found), attachments)
        }
    }
}
