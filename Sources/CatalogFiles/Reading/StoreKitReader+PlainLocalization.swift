import CatalogJSON
import CatalogText

extension StoreKitReader {
    /// A localization as read by either path: the locale as written with its position, the name and the
    /// description, each nil when the localization leaves it out.
    typealias LocalizationValues = (
        locale: (text: String, location: Diagnostic.Location)?, displayName: String?, description: String?
    )

    /// A localization (an item of an array read by `NodeReader.array(_:at:)`) whose members are all strings
    /// named `locale`, `displayName` or `description`, each at most once: its values, with its members'
    /// positions recorded as the general path records them. Nil, with nothing recorded, for any other shape
    /// (and always when the reader was made without fast paths), which the general path then reads and reports.
    ///
    /// A fast path. It mirrors `NodeReader.object(_:at:fields:unknownSeverity:)` with
    /// `StoreKitFields.Localization` followed by `NodeReader.string(_:)` of each field: a file has a
    /// localization per product and locale (about 76,000 in the 10.5 MB file of `catalog-bench load`), and
    /// reading them directly builds no entries and no paths. Gain and guards: `docs/architecture.md`,
    /// *Fast paths* (`ReaderFastPathTests` reads every file both ways). Remove it when the load case gains
    /// less than 10% from it.
    func plainLocalization(_ item: ArrayItem) -> LocalizationValues? {
        guard fastPaths, case .object(let members) = item.node.value, members.count <= 3 else { return nil }
        var values: LocalizationValues = (nil, nil, nil)
        for member in members {
            guard case .string(let text) = member.value.value else { return nil }
            switch member.key {
            case StoreKitFields.Localization.locale.rawValue where values.locale == nil: values.locale = (text, member.value.location)
            case StoreKitFields.Localization.displayName.rawValue where values.displayName == nil: values.displayName = text
            case StoreKitFields.Localization.description.rawValue where values.description == nil: values.description = text
            default: return nil
            }
        }
        for member in members {
            reader.record(item.parent, .itemMember(item.index, member.key), member.value.location)
        }
        return values
    }
}
