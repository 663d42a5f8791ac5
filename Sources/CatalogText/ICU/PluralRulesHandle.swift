import CICU

/// Owns ICU's CLDR plural rules for one locale and closes them when released.
///
/// ICU's `UPluralRules` is immutable after creation and `uplrules_select*` may be called from many
/// threads at once; so a handle (an opaque pointer the compiler cannot check) is `Sendable` without a lock.
final class PluralRulesHandle: @unchecked Sendable {
    let locale: String
    private let pointer: OpaquePointer
    /// The categories, read once: lint asks for them for every plural in every locale's copy.
    private let categoryList: Result<[PluralCategory], ICUError>

    /// Opens the locale's cardinal rules (1 day, 2 days), or with `ordinal` its ordinal rules (1st, 2nd),
    /// and lists their categories (one more ICU call per handle; handles are cached per locale).
    init(locale: String, ordinal: Bool = false) throws(ICUError) {
        var code: Int32 = 0
        guard let opened = ordinal ? cicu_ordinal_rules_open(locale, &code) : cicu_plural_rules_open(locale, &code) else {
            throw ICUError(operation: "open \(ordinal ? "ordinal" : "plural") rules for \(locale)", code: code)
        }
        self.pointer = opened
        self.locale = locale
        self.categoryList = Result { () throws(ICUError) in
            let names = try ICUString.read("list the plural categories of \(locale)") { out, capacity in
                cicu_plural_rules_keywords(opened, out, capacity)
            }
            return names.split(separator: " ").compactMap { PluralCategory(rawValue: String($0)) }.sorted()
        }
    }

    deinit { cicu_plural_rules_close(pointer) }

    /// Lends the open rules to `body`, which must not keep the pointer.
    func withPointer<Output>(_ body: (OpaquePointer) -> Output) -> Output { body(pointer) }

    /// The categories the locale uses, in CLDR order (zero, one, two, few, many, other).
    func categories() throws(ICUError) -> [PluralCategory] { try categoryList.get() }
}
