import CatalogJSON
import CatalogText
import Foundation

/// Reads one Google Play JSON file (any `PlayShape`) into `PlayFileContents`: a subscription's base plans
/// become products, its listings their localizations, offers wait for their base plan, one-time and
/// legacy products become products. Fields it does not use are kept as written (`KeptFields`).
///
/// The reader reports with paths as written in the file; the model values it makes carry the
/// catalog's paths, `files[<fileIndex>].<path>` (`SourceMap`).
final class PlayFileReader {
    let reader: NodeReader
    /// The document, for the source text of kept fields.
    let bytes: [UInt8]
    /// The file's index in its catalog (`files[<n>]` in model paths).
    let fileIndex: Int
    var contents = PlayFileContents()

    init(file: String, bytes: [UInt8], fileIndex: Int) {
        reader = NodeReader(file: file, bytes: bytes)
        self.bytes = bytes
        self.fileIndex = fileIndex
    }

    /// Reads the file's top-level value, of a shape `PlayShape.of(_:)` recognised.
    func read(_ root: JSONNode, as shape: PlayShape) {
        let items: [ArrayItem]
        if let field = shape.listField {
            guard let top = reader.object(root, at: ""), let list = top.first(where: { $0.key == field }) else { return }
            items = reader.array(list) ?? []
        } else {
            items = [ArrayItem(node: root, parent: "", index: -1)]
        }
        for item in items {
            let path = item.index < 0 ? "" : item.path
            switch shape {
            case .subscription, .subscriptionList: subscription(item.node, at: path)
            case .offer, .offerList: offer(item.node, at: path)
            case .oneTimeProduct, .oneTimeProductList: oneTimeProduct(item.node, at: path)
            case .inAppProduct, .inAppProductList: inAppProduct(item.node, at: path)
            }
        }
    }

    /// The catalog's path of a value at `path` in this file.
    func modelPath(_ path: String) -> String { SourceMap.path(inFile: fileIndex, path) }

    /// The fields of an object that `Name` does not declare, as their source text.
    func kept<Name: FieldName>(_ node: JSONNode, _ fields: Name.Type) -> KeptFields {
        guard case .object(let members) = node.value else { return .none }
        var kept: [String: String] = [:]
        for member in members where Name(rawValue: member.key) == nil && kept[member.key] == nil {
            kept[member.key] = JSONSourceText.text(of: member.value, in: bytes)
        }
        return KeptFields(fields: kept)
    }

    /// An object's known fields; other keys are kept, not reported.
    func fields<Name: FieldName>(_ node: JSONNode, at path: String, _ type: Name.Type) -> Fields<Name>? {
        reader.object(node, at: path, fields: type, unknownSeverity: nil)
    }

    /// A required string field: reported when missing.
    func required<Name: FieldName>(_ field: Name, of fields: Fields<Name>, hint: String? = nil) -> String? {
        guard let entry = fields[field] else {
            reader.missing(field, of: fields, hint: hint)
            return nil
        }
        return reader.string(entry)
    }

    /// Notes the `packageName` of an object, when it has one.
    func notePackage<Name: FieldName>(_ field: Name, of fields: Fields<Name>) {
        guard let entry = fields[field], let name = reader.string(entry) else { return }
        contents.packageNames.append((name, entry.path, entry.node.location))
    }

    /// A listing language: Play's code (`iw-IL`, `zh-CN`, `es-419`) as the canonical locale of the store
    /// language table, else the code read as a locale (lint reports codes Play does not take).
    func language(_ text: String, at path: @autoclosure () -> String, _ location: Diagnostic.Location) -> LocaleID? {
        if let known = Store.googlePlay.language(forCode: text) { return known.locale }
        return reader.locale(text, at: path(), location)
    }

    /// A region code (`regionCode`, a legacy price's key).
    func region(_ entry: some Located) -> Region? {
        guard let text = reader.string(entry) else { return nil }
        return reader.region(text, at: entry.path, entry.node.location)
    }
}
