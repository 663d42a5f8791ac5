import Testing

@testable import CatalogFiles

/// Google Play's rules on catalogs in our JSON format whose stores include Google Play: each finding
/// where the value is written.
@Suite("Lint: Google Play's rules in our format")
struct PlayLintFormatTests {
    /// A Play-only catalog with one monthly subscription: `offers` and `localizations` as JSON text, on line 8.
    static func findings(
        prices: String = #"{ "US": "9.99", "DE": "9.99" }"#,
        localizations: String = #"{ "en_US": { "displayName": "Pro", "description": "All" } }"#, offers: String = "[]"
    ) -> [Diagnostic] {
        lint(
            minimalCatalog(
                stores: #"["googlePlay"]"#,
                product: """
                    { "id": "com.example.pro_monthly", "type": "autoRenewable", "group": "pro", "period": "P1M",
                      "prices": \(prices),
                      "localizations": \(localizations),
                      "offers": \(offers) }
                    """))
    }

    /// A Google Play offer of `count` pay-as-you-go phases, the last without a price in DE when `lastMissesDE`.
    static func offer(phases count: Int, lastMissesDE: Bool = false) -> String {
        let phases = (1...count).map { index in
            let prices = lastMissesDE && index == count ? #"{ "US": "1.99" }"# : #"{ "US": "1.99", "DE": "1.99" }"#
            return #"{ "mode": "payAsYouGo", "period": "P1M", "prices": \#(prices) }"#
        }
        return #"[ { "kind": "googlePlay", "phases": [ \#(phases.joined(separator: ", ")) ] } ]"#
    }

    @Test func aPlayCatalogIsClean() {
        #expect(Self.findings().isEmpty)
    }

    /// Play allows five phases before the base plan's price; our format allowed four.
    @Test func fivePhasesAreAPlayOffer() {
        #expect(Self.findings(offers: Self.offer(phases: 5)).isEmpty)
        let six = Self.findings(offers: Self.offer(phases: 6))
        #expect(six.map(\.rule) == [.offerPhaseCount])
        #expect(six.first?.message == "an offer has 1 to 5 phases before the regular price, this one has 6")
        #expect(six.first?.path == "products[0].offers[0].phases")
        #expect(six.first?.location == Diagnostic.Location(line: 9, column: 49))
    }

    @Test func everyPhaseIsPricedInEachRegionOfItsOffer() {
        let findings = Self.findings(offers: Self.offer(phases: 2, lastMissesDE: true))
        #expect(findings.map(\.rule) == [.playRegionalConfig])
        #expect(findings.first?.message == "the payAsYouGo phase has no price or discount for DE, where other phases of the offer have one")
        #expect(findings.first?.hint == "Google Play needs every phase of an offer priced in each of the offer's regions")
        #expect(findings.first?.path == "products[0].offers[0].phases[1].prices")
        #expect(findings.first?.location == Diagnostic.Location(line: 9, column: 187))
    }

    @Test func aPriceInTheRegionsCurrency() {
        let findings = Self.findings(prices: #"{ "US": "9.99", "DE": { "amount": "9.99", "currency": "USD" } }"#)
        #expect(findings.map(\.rule) == [.playPriceCurrency])
        #expect(findings.first?.message == "Google Play charges the DE region in EUR, this price is in USD")
        #expect(findings.first?.hint == "Google Play takes each region's price in the region's own currency: write it in EUR")
        #expect(findings.first?.path == "products[0].prices.DE")
        #expect(findings.first?.location == Diagnostic.Location(line: 7, column: 35))
    }

    @Test func theDefaultLanguageHasAListing() {
        let findings = Self.findings(localizations: #"{ "de_DE": { "displayName": "Pro", "description": "Alles" } }"#)
        #expect(findings.map(\.rule) == [.playDefaultListing])
        #expect(
            findings.first?.message
                == "product \"com.example.pro_monthly\" has no en_US listing; Google Play requires one in the app's default language")
        #expect(findings.first?.hint == "add a title and description in en_US, or make the catalog's source locale a language it has")
        #expect(findings.first?.location == Diagnostic.Location(line: 8, column: 20))
    }

    /// A locale Play has no listing language for (Odia); one it has under another code (he → iw-IL) is fine.
    @Test func aListingLanguagePlayDoesNotHave() {
        let findings = Self.findings(
            localizations:
                #"{ "en_US": { "displayName": "Pro", "description": "All" }, "he": { "displayName": "Pro", "description": "All" }, "or": { "displayName": "Pro", "description": "All" } }"#
        )
        #expect(findings.map(\.rule) == [.playListingLanguage])
        #expect(findings.first?.message == "Google Play has no listing language for Odia (or), nor one near it")
        #expect(findings.first?.path == "products[0].localizations.or")
        #expect(findings.first?.location == Diagnostic.Location(line: 8, column: 139))
    }

    /// Google Play's title and description limits replace App Store Connect's 30 and 45 in a Play-only catalog.
    @Test func playsListingLimits() {
        let fits = Self.findings(
            localizations:
                #"{ "en_US": { "displayName": "\#(String(repeating: "t", count: 55))", "description": "\#(String(repeating: "d", count: 80))" } }"#
        )
        #expect(fits.isEmpty)
        let findings = Self.findings(
            localizations:
                #"{ "en_US": { "displayName": "\#(String(repeating: "t", count: 56))", "description": "\#(String(repeating: "d", count: 81))" } }"#
        )
        #expect(findings.map(\.rule) == [.displayNameTooLong, .descriptionTooLong])
        #expect(findings.first?.message == "display name \"\(String(repeating: "t", count: 56))\" is 56 characters; Google Play allows 55")
        #expect(findings.first?.hint == "shorten it to 55 characters; Google Play refuses longer names")
        #expect(findings.last?.message == "description is 81 characters; Google Play allows 80")
    }
}
