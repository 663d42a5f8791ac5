/// The JSON fields of a store object that the model does not read, kept as their source text so that a
/// writer can put them back: a Google Play file converted to our format and back loses none of them.
///
/// Keys are field names of the object they were read from (`"taxAndComplianceSettings"`); values are the
/// field's JSON text exactly as written. Equal when the same fields have the same text.
package struct KeptFields: Sendable, Hashable {
    /// Field name → JSON text.
    package let fields: [String: String]

    /// No fields.
    package static let none = KeptFields(fields: [:])

    /// Fields from name → JSON text, each stored in compact form (no whitespace between tokens, numbers
    /// and strings as written), so that fields read from Play's indented files and from our format's
    /// files are equal when their values are.
    package init(fields: [String: String]) {
        self.fields = fields.mapValues { JSONOutput(parsing: $0)?.compact ?? $0 }
    }

    /// Whether there is no field.
    package var isEmpty: Bool { fields.isEmpty }

    /// The fields in name order, as a writer emits them (deterministic output).
    package var sorted: [(name: String, json: String)] { fields.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }
}
