import CatalogSite
import CatalogTestSupport
import Foundation
import Testing

/// The button of each eligibility state: a custom call to action written for an offer never reaches
/// customers who get no offer.
@Suite("Call to action per state", .removesTemporaryFolders)
struct CallToActionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        /// Extra fields of the fr_FR copy.
        let copy: String
        let withOffer: Bool
        /// The button in the with-offer and in the without-offer state.
        let expected: (String, String)
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "defaults", copy: "", withOffer: true, expected: ("Essayer gratuitement", "S’abonner")),
        Case(
            name: "custom for the offer only", copy: #", "callToAction": "Commencer l’essai""#, withOffer: true,
            expected: ("Commencer l’essai", "S’abonner")),
        Case(
            name: "custom for both states",
            copy: #", "callToAction": "Commencer l’essai", "callToActionWithoutOffer": "Passer à Pro""#, withOffer: true,
            expected: ("Commencer l’essai", "Passer à Pro")),
        Case(
            name: "custom without offer only", copy: #", "callToActionWithoutOffer": "Passer à Pro""#, withOffer: true,
            expected: ("Essayer gratuitement", "Passer à Pro")),
        Case(name: "no offer, default", copy: "", withOffer: false, expected: ("S’abonner", "S’abonner")),
        Case(
            name: "no offer: the single custom one is the only state", copy: #", "callToAction": "Tout débloquer""#, withOffer: false,
            expected: ("Tout débloquer", "Tout débloquer")),
        Case(
            name: "no offer: the without-offer one wins",
            copy: #", "callToAction": "Tout débloquer", "callToActionWithoutOffer": "Passer à Pro""#, withOffer: false,
            expected: ("Passer à Pro", "Passer à Pro")),
    ]

    static func catalog(_ test: Case) -> String {
        let offer = test.withOffer ? #", "offers": [ { "kind": "introductory", "phases": [ { "mode": "free", "period": "P1W" } ] } ]"# : ""
        return """
            {
              "name": "Sketch", "sourceLocale": "fr_FR", "defaultStorefront": "FR",
              "groups": [ { "id": "pro", "name": "Pro" } ],
              "products": [
                { "id": "com.example.pro.monthly", "type": "autoRenewable", "group": "pro", "level": 1, "period": "P1M",
                  "prices": { "FR": "4.99" }, "localizations": { "fr_FR": { "displayName": "Pro mensuel", "description": "Tout, chaque mois" } }\(offer) }
              ],
              "paywalls": [ { "id": "main", "products": ["com.example.pro.monthly"], "locales": ["fr_FR"],
                "copy": { "fr_FR": { "title": "Sketch Pro"\(test.copy) } } } ]
            }
            """
    }

    @Test(arguments: cases)
    func buttonOfEachState(_ test: Case) throws {
        let folder = try SiteFixture.temporaryFolder()
        let file = try SiteFixture.catalogFile(Self.catalog(test), in: folder)
        let out = folder.appendingPathComponent("_site")
        let report = try SiteFixture.build(BuildOptions(inputs: [file], output: out.path)).get()
        #expect(!report.diagnostics.contains { $0.severity == .error || $0.rule.rawValue == "unknown-field" }, "\(report.diagnostics)")
        let html = try SiteFixture.read(out.appendingPathComponent(report.pages[0].path))
        let (with, without) = test.expected
        #expect(
            html.contains(
                "<p class=\"cta-wrap\"><a class=\"cta with-offer for-plan-1\" href=\"#eligible\">\(with)</a><a class=\"cta without-offer for-plan-1\" href=\"#ineligible\">\(without)</a></p>"
            ))
        #expect(html.contains("<label for=\"eligible\"") == test.withOffer)
    }
}
