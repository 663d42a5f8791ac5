import Catalog
import CatalogTestSupport
import Testing

/// The hand-written `==`, `hash(into:)` and `<` keep the laws that sets, dictionaries and sorting rely on.
@Suite("Equality, hashing and order laws")
struct EquatableLawTests {
    @Test func currency() throws {
        let classes = [[try Currency("EUR"), try Currency("eur")], [try Currency("JPY")], [try Currency("USD")]]
        checkHashable(equivalenceClasses: classes)
        checkComparable(orderedClasses: classes)
    }

    /// Money is equal by value: "1.0", "1.00" and "1" euros are the same amount (the spelling is kept
    /// for formatting, but does not make a different price).
    @Test func money() throws {
        checkHashable(equivalenceClasses: [
            [try Money("1.0", currency: "EUR"), try Money("1.00", currency: "EUR"), try Money("1", currency: "EUR")],
            [try Money("1.00", currency: "USD")],
            [try Money("2", currency: "EUR")],
            [try Money("0.99", currency: "EUR"), try Money("0.990", currency: "EUR")],
            [try Money("0", currency: "EUR"), try Money("0.00", currency: "EUR")],
        ])
    }

    @Test func priceFormatter() throws {
        let french = try LocaleID("fr_FR")
        checkHashable(equivalenceClasses: [
            [
                PriceFormatter(locale: french), PriceFormatter(locale: try LocaleID("fr-FR")),
                PriceFormatter(locale: french, display: .symbol),
            ],
            [PriceFormatter(locale: try LocaleID("de_DE"))],
            [PriceFormatter(locale: french, display: .code)],
            [PriceFormatter(locale: french, numberingSystem: .latin)],
            [PriceFormatter(locale: french, rounding: .down)],
            [PriceFormatter(locale: french, precision: .cash)],
            [PriceFormatter(locale: french, zeroFraction: .hidden)],
        ])
    }

    @Test func localeID() throws {
        let classes = [
            [try LocaleID("de")], [try LocaleID("en_US"), try LocaleID("en-US")], [try LocaleID("fr_FR"), try LocaleID("fr-FR")],
        ]
        checkHashable(equivalenceClasses: classes)
        checkComparable(orderedClasses: classes)
    }

    @Test func region() throws {
        let classes = [[try Region("CH"), try Region("ch"), try Region(alpha3: "CHE")], [try Region("DE")], [try Region("US")]]
        checkHashable(equivalenceClasses: classes)
        checkComparable(orderedClasses: classes)
    }

    @Test func pluralCategoryInCLDROrder() {
        checkComparable(orderedClasses: [[.zero], [.one], [.two], [.few], [.many], [PluralCategory.other]])
    }

    @Test func severityFromNoteToError() {
        checkComparable(orderedClasses: [[.note], [.warning], [Severity.error]])
    }

    @Test func periodUnitFromShortestToLongest() {
        checkComparable(orderedClasses: [[.day], [.week], [.month], [PeriodUnit.year]])
    }

    @Test func storeByName() {
        checkComparable(orderedClasses: [[.appStore], [Store.googlePlay]])
    }
}
