import Foundation
import Testing

@testable import CatalogFiles
@testable import CatalogText

/// Every placeholder a phrase uses, in every language, is one its method fills.
@Suite("Phrase placeholders are filled by the code")
struct PhrasePlaceholderTests {
    /// Each phrase with placeholders and the method that fills it, called with sample values.
    typealias Call = (key: PhraseKey, fill: (Phrasebook) throws -> String)

    static func calls() -> [Call] {
        PeriodUnit.allCases.flatMap { unit -> [Call] in
            [
                (.priceEvery(unit), { try $0.price("$1", every: 3, unit) }),
                (.pricePer(unit), { try $0.price("$1", per: unit) }),
                (.priceCompact(unit), { try $0.compactPrice("$1", per: unit) }),
                (.priceCompactEvery(unit), { try $0.compactPrice("$1", every: 3, unit) }),
                (.every(unit), { try $0.every(3, unit) }),
                (.duration(unit), { try $0.duration(3, unit) }),
                (.recurringOnce(unit), { try $0.firstPeriodPhase(price: "$1", unit: unit) }),
            ]
        } + [
            (.phaseFree, { try $0.freePhase(duration: "1 week") }),
            (.phaseRecurring, { try $0.recurringPhase(pricePerPeriod: "$1 per month", duration: "3 months") }),
            (.phaseUpFront, { try $0.upFrontPhase(price: "$1", duration: "3 months", isFirst: true) }),
            (.phaseUpFrontLater, { try $0.upFrontPhase(price: "$1", duration: "3 months", isFirst: false) }),
            (.then, { try $0.then(first: "1 week free", next: "$1 per month") }),
            (.compact, { try $0.compactOffer("$1/mo for 3 months", regular: "$3/mo") }),
            (.disclosureRenewal, { try $0.renewal(pricePerPeriod: "$1 per month", afterOffer: false) }),
            (.disclosureRenewalAfterOffer, { try $0.renewal(pricePerPeriod: "$1 per month", afterOffer: true) }),
            (.disclosureCancel, { try $0.cancellation(hours: 24) }),
            (.disclosureParagraph, { try $0.disclosure(charge: "Charge.", renewal: "Renewal.", cancel: "Cancel.") }),
            (.equivalent, { try $0.equivalent(pricePerPeriod: "$1 per month") }),
            (.save, { try $0.saving(percent: "58%") }),
            (.phaseDiscount, { try $0.discountPhase(percent: "50%", duration: "3 months") }),
            (.commitmentMonth, { try $0.monthlyCommitment(payments: 12) }),
            (.disclosureCommitment, { try $0.commitmentDisclosure(payments: 12, price: "$1") }),
            (.storePreview, { try $0.storePreview(store: "Google Play") }),
        ]
    }

    @Test func everyPhraseWithPlaceholdersHasAMethod() throws {
        let catalog = try StringCatalog.bundled()
        let covered = Set(Self.calls().map(\.key))
        for key in PhraseKey.allCases {
            let texts = catalog.strings[key.rawValue]?.values.flatMap(\.texts) ?? []
            let placeholders = Set(texts.flatMap(StringCatalog.placeholders(in:)))
            #expect(placeholders.isEmpty || covered.contains(key), "\(key.rawValue) uses \(placeholders.sorted()) but no method fills it")
        }
    }

    @Test(arguments: TranslatedLanguages.tags)
    func everyPlaceholderIsFilled(_ tag: String) throws {
        let phrases = try Phrasebook(locale: LocaleID(tag))
        for (key, fill) in Self.calls() where phrases.has(key) {
            let text = try fill(phrases)
            #expect(!text.contains("{") && !text.contains("}"), "\(key.rawValue) [\(phrases.language.tag)]: \(text)")
        }
    }

    /// The public `text(_:)` takes only labels, and a label is one text with nothing to fill.
    @Test(arguments: TranslatedLanguages.tags)
    func labelsHaveNoPlaceholders(_ tag: String) throws {
        let phrases = try Phrasebook(locale: LocaleID(tag))
        for label in Phrasebook.Label.allCases {
            let text = try phrases.text(label)
            #expect(!text.isEmpty && !text.contains("{") && !text.contains("}"), "\(label.key.rawValue) [\(phrases.language.tag)]: \(text)")
        }
    }
}
