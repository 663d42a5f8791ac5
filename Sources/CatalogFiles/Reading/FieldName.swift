import CatalogText

/// The fields of one kind of JSON object, declared once as an enum (`ProductField: String, FieldName`):
/// the reader looks values up by case, reports keys that are no case as unknown, and a test checks the
/// cases against `catalogs/catalog.schema.json`.
protocol FieldName: RawRepresentable<String>, CaseIterable, Hashable {}

extension FieldName {
    /// Every field's name as written in files.
    static var names: Set<String> { Set(allCases.map(\.rawValue)) }
}
