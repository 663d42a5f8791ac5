import Foundation
import Testing

@testable import CatalogFiles
@testable import CatalogText

/// The reader, the schema (catalogs/catalog.schema.json) and the format's documentation
/// (docs/catalog-format.md) name the same fields for each object, so none of them can drift.
@Suite("Catalog format fields")
struct CatalogFormatFieldTests {
    /// An object of the format: where the schema describes it and the fields the reader declares.
    struct Object: Sendable, CustomStringConvertible {
        let name: String
        /// Keys from the schema's root to the object's `properties`.
        let schemaPath: [String]
        let fields: Set<String>
        var description: String { name }
    }

    static let objects = [
        Object(name: "catalog", schemaPath: [], fields: CatalogJSONFields.Catalog.names),
        Object(name: "group", schemaPath: ["$defs", "group"], fields: CatalogJSONFields.Group.names),
        Object(
            name: "group localization",
            schemaPath: ["$defs", "group", "properties", "localizations", "patternProperties", "^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})*$"],
            fields: CatalogJSONFields.GroupLocalization.names),
        Object(name: "product", schemaPath: ["$defs", "product"], fields: CatalogJSONFields.Product.names),
        Object(
            name: "product localization", schemaPath: ["$defs", "productLocalization"], fields: CatalogJSONFields.ProductLocalization.names),
        Object(name: "price", schemaPath: ["$defs", "price", "oneOf", "1"], fields: CatalogJSONFields.Price.names),
        Object(name: "offer", schemaPath: ["$defs", "offer"], fields: CatalogJSONFields.Offer.names),
        Object(name: "phase", schemaPath: ["$defs", "phase"], fields: CatalogJSONFields.Phase.names),
        Object(name: "paywall", schemaPath: ["$defs", "paywall"], fields: CatalogJSONFields.Paywall.names),
        Object(name: "copy", schemaPath: ["$defs", "copy"], fields: CatalogJSONFields.Copy.names),
        Object(name: "links", schemaPath: ["$defs", "paywall", "properties", "links"], fields: CatalogJSONFields.Links.names),
        Object(name: "Google Play app", schemaPath: ["properties", "googlePlay"], fields: CatalogJSONFields.PlayApp.names),
        Object(name: "commitment", schemaPath: ["$defs", "commitment"], fields: CatalogJSONFields.Commitment.names),
        Object(name: "Google Play product", schemaPath: ["$defs", "googlePlayProduct"], fields: CatalogJSONFields.PlayProduct.names),
        Object(name: "dollars and euros", schemaPath: ["$defs", "usdAndEur"], fields: CatalogJSONFields.OtherRegions.names),
        Object(
            name: "Google Play offer", schemaPath: ["$defs", "offer", "properties", "googlePlay"], fields: CatalogJSONFields.PlayOffer.names
        ),
        Object(name: "discount", schemaPath: ["$defs", "discount"], fields: CatalogJSONFields.Discount.names),
        Object(name: "phase other regions", schemaPath: ["$defs", "phaseOtherRegions"], fields: CatalogJSONFields.PhaseOtherRegions.names),
    ]

    static func schema() throws -> Any {
        let data = try Data(contentsOf: Fixtures.exampleCatalogs.appendingPathComponent("catalog.schema.json"))
        return try JSONSerialization.jsonObject(with: data)
    }

    @Test(arguments: objects)
    func schemaListsTheReadersFields(_ object: Object) throws {
        var node: Any? = try Self.schema()
        for key in object.schemaPath {
            if let index = Int(key), let array = node as? [Any] {
                node = array.indices.contains(index) ? array[index] : nil
            } else {
                node = (node as? [String: Any])?[key]
            }
        }
        let properties = try #require((node as? [String: Any])?["properties"] as? [String: Any], "no properties at \(object.schemaPath)")
        #expect(Set(properties.keys) == object.fields)
        #expect((node as? [String: Any])?["additionalProperties"] as? Bool == false, "the schema should refuse unknown fields too")
    }

    @Test(arguments: objects)
    func documentationNamesEveryField(_ object: Object) throws {
        let text = try String(
            contentsOf: Fixtures.repositoryRoot.appendingPathComponent("docs/catalog-format.md"), encoding: .utf8)
        for field in object.fields.sorted() {
            #expect(text.contains("`\(field)`") || text.contains("\"\(field)\""), "docs/catalog-format.md does not name \(field)")
        }
    }

    @Test func everyObjectOfTheSchemaIsChecked() throws {
        let definitions = try #require((try Self.schema() as? [String: Any])?["$defs"] as? [String: Any])
        let objects = definitions.filter { _, value in
            (value as? [String: Any])?["properties"] != nil || (value as? [String: Any])?["oneOf"] != nil
        }.keys
        let checked = Set(Self.objects.compactMap { $0.schemaPath.count >= 2 ? $0.schemaPath[1] : nil })
        #expect(
            Set(objects).subtracting(checked).isEmpty, "objects of the schema without a field enum: \(Set(objects).subtracting(checked))")
    }
}
