import CatalogJSON
import CatalogText

extension CatalogJSONReader {
    /// One locale's paywall copy (a member of `copy`) whose members are copy fields, each at most once, with
    /// strings for the texts and arrays of strings for `features` and `sameAsSource` (whose items name copy
    /// fields): its values, with the positions and escaped source texts recorded as the general path records
    /// them (less the second record `NodeReader.array(_:at:)` makes of an array's own path, at the same
    /// position: the first is the one kept). Nil, with nothing recorded, for any other shape (and always when
    /// the reader was made without fast paths), which the general path then reads and reports.
    ///
    /// A fast path. It mirrors `copyValues(_:)`, the general path: `NodeReader.object(_:at:fields:unknownSeverity:)`
    /// with `CatalogJSONFields.Copy`, then each field through `NodeReader.string(_:)`, `array(_:)`,
    /// `recordSource(of:)` and `enumeration(_:at:as:synonyms:list:)`. A catalog has a copy per paywall and
    /// locale (10,000 in the site case of `catalog-bench`); reading them directly builds no entries and no
    /// paths. Gain and guards: `docs/architecture.md`, *Fast paths* (`ReaderFastPathTests` reads every file
    /// and 1,000 random catalogs both ways). Remove it when the `.json` load case gains less than 10% from it.
    func plainCopy(_ entry: NodeReader.Entry) -> CopyValues? {
        guard fastPaths, case .object(let members) = entry.node.value, members.count <= CatalogJSONFields.Copy.allCases.count
        else { return nil }
        var copy = CopyValues()
        for member in members {
            guard let field = CatalogJSONFields.Copy(rawValue: member.key) else { return nil }
            switch (field, member.value.value) {
            case (.title, .string(let text)) where copy.title == nil: copy.title = text
            case (.subtitle, .string(let text)) where copy.subtitle == nil: copy.subtitle = text
            case (.callToAction, .string(let text)) where copy.callToAction == nil: copy.callToAction = text
            case (.callToActionWithoutOffer, .string(let text)) where copy.callToActionWithoutOffer == nil:
                copy.callToActionWithoutOffer = text
            case (.features, .array(let items)) where copy.features == nil:
                guard let texts = Self.strings(items) else { return nil }
                copy.features = texts
            case (.sameAsSource, .array(let items)) where copy.sameAsSource == nil:
                guard let names = Self.strings(items) else { return nil }
                let fields = names.compactMap(Paywall.Copy.Field.init(rawValue:))
                guard fields.count == names.count else { return nil }
                copy.sameAsSource = Set(fields)
            default: return nil
            }
        }
        copy.missing = CopyValues.missing(title: copy.title == nil, subtitle: copy.subtitle == nil, features: copy.features == nil)
        recordPlainCopy(members, at: entry.path, entry.node.location)
        return copy
    }

    /// The texts of an array's items, when every item is a string.
    private static func strings(_ items: [JSONNode]) -> [String]? {
        var texts: [String] = []
        texts.reserveCapacity(items.count)
        for item in items {
            guard case .string(let text) = item.value else { return nil }
            texts.append(text)
        }
        return texts
    }

    /// Records what reading a plain copy the general way records: the copy's position, its members' and
    /// their items', and the source text of copy patterns with escapes.
    private func recordPlainCopy(_ members: [JSONNode.Member], at path: String, _ location: Diagnostic.Location) {
        reader.record(path, location)
        for member in members {
            reader.record(path, .key(member.key), member.value.location)
            switch member.value.value {
            case .array(let items):
                // Features are copy patterns, whose source text is kept; `sameAsSource` names fields.
                let isFeatures = member.key == CatalogJSONFields.Copy.features.rawValue
                for (index, item) in items.enumerated() {
                    reader.record(path, .memberItem(member.key, index), item.location)
                    if isFeatures { reader.recordSource(of: item, at: path, .memberItem(member.key, index)) }
                }
            default:
                reader.recordSource(of: member.value, at: path, .key(member.key))
            }
        }
    }
}
