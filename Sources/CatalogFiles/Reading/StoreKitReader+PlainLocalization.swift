import CatalogJSON
import CatalogText

extension StoreKitReader {
    /// A localization read by the fast path (`plainLocalization(_:positions:)`): the values, each nil when
    /// the localization leaves it out.
    struct PlainLocalization {
        /// The locale as written, and where.
        var locale: String?
        var localeLocation = Diagnostic.Location.start
        var displayName: String?
        var description: String?

        /// The name and description, empty when left out.
        var values: Product.Localization { Product.Localization(displayName: displayName ?? "", description: description ?? "") }
    }

    /// A localization (an array item at `positions`) whose members are all strings named `locale`,
    /// `displayName` or `description`, each at most once: its values, with its members' positions added to
    /// `positions`, which the caller records whole (`NodeReader.record(_:)`) as the general path records them
    /// value by value. Nil for any other shape (and always when the reader was made without fast paths),
    /// which the general path then reads and reports; `positions` may then hold members, and is not recorded.
    ///
    /// A fast path. It mirrors `NodeReader.item(_:_:of:)` and `NodeReader.object(_:at:fields:unknownSeverity:)`
    /// with `StoreKitFields.Localization`, followed by `NodeReader.string(_:)` of each field: a file has a
    /// localization per product and locale (about 76,000 in the 10.5 MB file of `catalog-bench load`, 100,000
    /// in its `load-many` file), and reading them directly builds no items, entries or paths and records one
    /// record instead of four positions and an alias. Gain and guards: `docs/architecture.md`, *Fast paths*
    /// (`ReaderFastPathTests` reads every file both ways). Remove it when the load case gains less than 10%
    /// from it.
    func plainLocalization(_ node: JSONNode, positions: inout SourceMap.ItemPositions) -> PlainLocalization? {
        guard fastPaths, case .object(let members) = node.value, members.count <= 3 else { return nil }
        var plain = PlainLocalization()
        for member in members {
            guard case .string(let text) = member.value.value else { return nil }
            switch member.key {
            case StoreKitFields.Localization.locale.rawValue where plain.locale == nil:
                (plain.locale, plain.localeLocation) = (text, member.value.location)
            case StoreKitFields.Localization.displayName.rawValue where plain.displayName == nil: plain.displayName = text
            case StoreKitFields.Localization.description.rawValue where plain.description == nil: plain.description = text
            default: return nil
            }
            guard positions.add(member.key, member.value.location) else { return nil }
        }
        return plain
    }

    /// The locale a plain localization (at `positions`) names, reported at its `locale` member when it is
    /// not one; nil, without a finding, when it names none.
    func locale(of plain: PlainLocalization, at positions: SourceMap.ItemPositions) -> LocaleID? {
        guard let text = plain.locale else { return nil }
        return reader.locale(
            text, at: NodeReader.join(JSONPath.item(positions.parent, positions.index), StoreKitFields.Localization.locale.rawValue),
            plain.localeLocation, index: positions.index)
    }
}
