import Foundation
import Testing

@testable import CatalogFiles
@testable import CatalogText

@Suite("Linter")
struct LinterTests {
    @Test func minimalCatalogIsClean() {
        #expect(lint(minimalCatalog()).isEmpty)
    }

    @Test func productIDRulesPerStore() {
        #expect(ProductIDRules.violations(of: "com.example.pro.monthly", for: .appStore).isEmpty)
        #expect(ProductIDRules.violations(of: "com.example.pro_monthly", for: .googlePlay).isEmpty)
        #expect(
            ProductIDRules.violations(of: "com.example pro", for: .appStore).map(\.message)
                == ["a space at position 12: App Store IDs use letters, digits, '.', '_' and '-'"])
        #expect(
            ProductIDRules.violations(of: "com.Example.pro", for: .googlePlay).map(\.message)
                == ["uppercase letter \"E\" at position 5: Google Play IDs use lowercase letters, digits, '_' and '.'"])
        #expect(
            ProductIDRules.violations(of: ".pro", for: .googlePlay).first?.message
                == "\".\" at position 1: Google Play IDs start with a lowercase letter or a digit")
        #expect(ProductIDRules.violations(of: "pro-monthly", for: .googlePlay).first?.position == 4)
        #expect(ProductIDRules.violations(of: "pro-monthly", for: .appStore).isEmpty)
        #expect(
            ProductIDRules.violations(of: String(repeating: "a", count: 41), for: .googlePlay).first?.message
                == "41 characters, more than the 40 Google Play allows")
        #expect(ProductIDRules.violations(of: String(repeating: "a", count: 101), for: .appStore).count == 1)
        #expect(ProductIDRules.violations(of: "café", for: .appStore).first?.position == 4)
    }

    @Test func bothStoresMeansBothRules() {
        let findings = lint(
            minimalCatalog(
                stores: #"["appStore", "googlePlay"]"#,
                product: """
                    { "id": "com.example.Pro-Monthly", "type": "autoRenewable", "group": "pro", "period": "P1M",
                      "prices": { "US": "9.99" }, "localizations": { "en_US": { "displayName": "Pro", "description": "All" } } }
                    """))
        #expect(findings.map(\.rule.rawValue) == ["product-id-invalid"])
        #expect(
            findings.first?.message
                == "product ID \"com.example.Pro-Monthly\": uppercase letter \"P\" at position 13: Google Play IDs use lowercase letters, digits, '_' and '.'"
        )
        #expect(findings.first?.path == "products[0].id")
        #expect(findings.first?.location == Diagnostic.Location(line: 6, column: 13))
    }

    @Test func metadataLimits() {
        let findings = lint(
            minimalCatalog(
                product: """
                    { "id": "com.example.pro.monthly", "type": "autoRenewable", "group": "pro", "period": "P1M",
                      "referenceName": "\(String(repeating: "R", count: 65))",
                      "prices": { "US": "9.99" },
                      "localizations": { "en_US": { "displayName": "Pro Monthly Subscription Plan X", "description": "Everything you need to train better, billed monthly" } } }
                    """))
        #expect(Set(findings.map(\.rule.rawValue)) == ["display-name-too-long", "description-too-long", "reference-name-too-long"])
        #expect(
            findings.first { $0.rule.rawValue == "display-name-too-long" }?.message
                == "display name \"Pro Monthly Subscription Plan X\" is 31 characters; the store allows 30")
        #expect(findings.first { $0.rule.rawValue == "display-name-too-long" }?.path == "products[0].localizations.en_US.displayName")
    }

    /// Display names are limited in characters: names with more UTF-8 bytes or more Unicode scalars
    /// than the limit (accents written as combining marks, flags) are counted in characters, not refused.
    @Test(arguments: [
        (String(repeating: "e\u{301}", count: 30), 0),
        (String(repeating: "e\u{301}", count: 31), 1),
        (String(repeating: "🇫🇷", count: 30), 0),
        (String(repeating: "🇫🇷", count: 31), 1),
        (String(repeating: "日", count: 30), 0),
        (String(repeating: "日", count: 31), 1),
        (String(repeating: "a", count: 30), 0),
    ])
    func displayNameLimitCountsCharacters(_ name: String, _ findingCount: Int) {
        let findings = lint(
            minimalCatalog(
                product: """
                    { "id": "com.example.pro.monthly", "type": "autoRenewable", "group": "pro", "period": "P1M",
                      "prices": { "US": "9.99" }, "localizations": { "en_US": { "displayName": "\(name)", "description": "All" } } }
                    """))
        #expect(findings.filter { $0.rule.rawValue == "display-name-too-long" }.count == findingCount)
    }

    @Test func duplicateIDs() {
        let findings = lint(
            minimalCatalog(
                extraProducts: """
                    ,
                    { "id": "com.example.pro.monthly", "type": "autoRenewable", "group": "pro", "period": "P1Y",
                      "prices": { "US": "59.99" }, "localizations": { "en_US": { "displayName": "Pro Yearly", "description": "All" } } }
                    """))
        // Monthly and yearly on one level is a crossgrade pair, not a finding (LintAdviceTests).
        #expect(findings.map(\.rule.rawValue) == ["product-id-duplicate"])
        #expect(
            findings.first { $0.rule.rawValue == "product-id-duplicate" }?.message
                == "product ID \"com.example.pro.monthly\" is also used by products[0]")
    }

    @Test func periodsTheStoresOffer() {
        func product(_ period: String) -> String {
            """
            { "id": "com.example.pro", "type": "autoRenewable", "group": "pro", "period": "\(period)",
              "prices": { "US": "9.99" }, "localizations": { "en_US": { "displayName": "Pro", "description": "All" } } }
            """
        }
        #expect(lint(minimalCatalog(product: product("P2W"))).map(\.message) == ["the App Store does not offer P2W subscriptions"])
        #expect(lint(minimalCatalog(product: product("P7D"))).isEmpty)
        #expect(lint(minimalCatalog(product: product("P12M"))).isEmpty)
        #expect(lint(minimalCatalog(stores: #"["googlePlay"]"#, product: product("P4W"))).isEmpty)
        #expect(lint(minimalCatalog(product: product("P4W"))).map(\.rule.rawValue) == ["subscription-period-not-allowed"])
    }

    static func offer(_ phase: String, kind: String = "introductory") -> String {
        """
        { "id": "com.example.pro", "type": "autoRenewable", "group": "pro", "period": "P1M",
          "prices": { "US": "9.99", "JP": "1500" },
          "localizations": { "en_US": { "displayName": "Pro", "description": "All" } },
          "offers": [ { "kind": "\(kind)", "phases": [ \(phase) ] } ] }
        """
    }

    @Test func offersFollowStoreRules() {
        #expect(lint(minimalCatalog(product: Self.offer(#"{ "mode": "free", "period": "P1W" }"#))).isEmpty)
        #expect(
            lint(minimalCatalog(product: Self.offer(#"{ "mode": "free", "period": "P5D" }"#))).map(\.message)
                == ["a free trial of P5D is not an App Store offer duration"])
        #expect(
            lint(
                minimalCatalog(
                    product: Self.offer(#"{ "mode": "payAsYouGo", "period": "P1W", "count": 3, "prices": { "US": "0.99", "JP": "100" } }"#))
            ).map(\.rule.rawValue)
                == ["pay-as-you-go-period"])
        #expect(
            lint(
                minimalCatalog(
                    product: Self.offer(#"{ "mode": "payUpFront", "period": "P5M", "prices": { "US": "19.99", "JP": "3000" } }"#))
            ).map(\.rule.rawValue)
                == ["pay-up-front-duration"])
        #expect(
            lint(
                minimalCatalog(
                    product: Self.offer(#"{ "mode": "payUpFront", "period": "P6M", "prices": { "US": "29.99", "JP": "6000" } }"#))
            ).isEmpty)
    }

    @Test func offerDearerThanThePriceItDiscounts() {
        let findings = lint(
            minimalCatalog(
                product: Self.offer(#"{ "mode": "payAsYouGo", "period": "P1M", "count": 3, "prices": { "US": "4.99", "JP": "1600" } }"#)))
        #expect(findings.map(\.rule.rawValue) == ["offer-not-cheaper"])
        #expect(findings.first?.message == "the offer price 1600 JPY per month in JP is not below the regular 1500 JPY per month")
        #expect(findings.first?.path == "products[0].offers[0].phases[0].prices.JP")
        let upFront = lint(
            minimalCatalog(product: Self.offer(#"{ "mode": "payUpFront", "period": "P6M", "prices": { "US": "59.94", "JP": "6000" } }"#)))
        #expect(upFront.map(\.rule.rawValue) == ["offer-not-cheaper"])  // 6 × 9.99 = 59.94: not a discount
    }

    @Test func missingOfferPriceIsAWarning() {
        let findings = lint(
            minimalCatalog(product: Self.offer(#"{ "mode": "payAsYouGo", "period": "P1M", "count": 3, "prices": { "US": "4.99" } }"#)))
        #expect(findings.map(\.rule.rawValue) == ["offer-missing-price"])
        #expect(findings.first?.severity == .warning)
    }

    @Test func pricesFollowTheCurrency() {
        let findings = lint(
            minimalCatalog(
                product: """
                    { "id": "com.example.pro", "type": "autoRenewable", "group": "pro", "period": "P1M",
                      "prices": { "US": "9.999", "JP": "1500.5", "DE": "1000000000000000000000000000000", "CH": { "amount": "9.99", "currency": "EUR" } },
                      "localizations": { "en_US": { "displayName": "Pro", "description": "All" } } }
                    """))
        #expect(
            findings.map(\.rule.rawValue).sorted() == [
                "price-currency-mismatch", "price-fraction-digits", "price-fraction-digits", "price-too-large",
            ])
        #expect(
            findings.first { $0.path == "products[0].prices.US" }?.message == "price 9.999 USD has more fraction digits than USD uses (2)")
        #expect(findings.first { $0.path == "products[0].prices.US" }?.hint == "keep 2 fraction digits: 9.99")
        #expect(findings.first { $0.path == "products[0].prices.JP" }?.hint == "JPY prices are whole numbers")
    }

    @Test func paywalls() {
        let paywalls = """
            [ { "id": "main", "products": ["com.example.pro.monthly", "com.example.pro.montly"], "highlight": "com.example.pro.yearly",
                "locales": ["en_US", "de_DE"], "copy": { "en_US": { "title": "Go Pro", "subtitle": "", "features": [] } },
                "links": { "terms": "javascript:alert(1)", "privacy": "https://example.com/privacy" } } ]
            """
        let findings = lint(minimalCatalog(paywalls: paywalls))
        #expect(
            findings.map(\.rule.rawValue).sorted() == [
                "link-scheme", "missing-translation", "missing-translation", "paywall-unknown-product", "paywall-unknown-product",
            ])
        #expect(findings.first { $0.path == "paywalls[0].products[1]" }?.hint == "did you mean \"com.example.pro.monthly\"?")
        #expect(findings.contains { $0.message == "paywall \"main\" has no copy for de_DE (uses en_US)" })
        #expect(
            findings.contains { $0.message == "\"com.example.pro.monthly\" has no display name for de_DE (uses en_US) on paywall \"main\"" }
        )
        #expect(
            findings.first { $0.rule.rawValue == "link-scheme" }?.message
                == "the terms link \"javascript:alert(1)\" is not an https:, http: or mailto: link, or holds control characters")
    }

    /// A paywall that lists a product twice names its missing display names once per listing, in one finding
    /// at the product's path (the same finding twice is reported once; `checkTranslations` reads products by index).
    @Test func aProductListedTwiceKeepsItsMissingTranslationFindings() {
        let paywalls = """
            [ { "id": "main", "products": ["com.example.pro.monthly", "com.example.pro.monthly"], "locales": ["en_US", "de_DE", "fr_FR"],
                "copy": { "en_US": { "title": "Go Pro", "subtitle": "", "features": [] }, "de_DE": { "title": "Pro", "subtitle": "", "features": [] },
                          "fr_FR": { "title": "Pro", "subtitle": "", "features": [] } } } ]
            """
        let names = lint(minimalCatalog(paywalls: paywalls)).filter { $0.rule == .missingTranslation }
        // Each missing locale once per listing, locale by locale.
        let expected = "\"com.example.pro.monthly\" has no display name for de_DE, de_DE, fr_FR, fr_FR (use en_US) on paywall \"main\""
        #expect(names.map(\.message) == [expected])
        #expect(names.map(\.path) == ["products[0].localizations"])
    }

    /// A copy in another region of the source's language gives only what differs: no finding, although
    /// its other texts are the source's (a translation leaving them out is `missing-translation`).
    @Test func aRegionalCopyMayGiveOnlyWhatDiffers() {
        let paywalls = """
            [ { "id": "main", "products": ["com.example.pro.monthly"], "locales": ["en_US", "en_GB"],
                "copy": { "en_US": { "title": "Go Pro", "features": ["Colorful themes"] }, "en_GB": { "features": ["Colourful themes"] } } } ]
            """
        // Only the product's name is missing in en_GB.
        #expect(
            lint(minimalCatalog(paywalls: paywalls)).map(\.message) == [
                "\"com.example.pro.monthly\" has no display name for en_GB (uses en_US) on paywall \"main\""
            ])
    }

    /// A product's names missing on one paywall concern that paywall's pages only, although the finding
    /// points at the product, which other paywalls show too; a severity policy keeps that, the JSON form
    /// and equality leave it out (the message names the paywall), so a finding read back from JSON is equal.
    @Test func missingNamesConcernTheirPaywall() throws {
        let paywalls = """
            [ { "id": "main", "products": ["com.example.pro.monthly"], "locales": ["en_US", "de_DE"],
                "copy": { "en_US": { "title": "Go Pro" }, "de_DE": { "title": "Pro holen" } } },
              { "id": "english", "products": ["com.example.pro.monthly"], "locales": ["en_US"],
                "copy": { "en_US": { "title": "Go Pro" } } } ]
            """
        let findings = lint(minimalCatalog(paywalls: paywalls))
        #expect(findings.map(\.rule.rawValue) == ["missing-translation"])
        let finding = try #require(findings.first)
        #expect(finding.paywallPath == "paywalls[0]")
        #expect(finding.path == "products[0].localizations")
        var policy = Diagnostic.SeverityPolicy()
        try policy.set(.error, for: .missingTranslation)
        let raised = try #require(policy.applied(to: finding))
        #expect(raised.severity == .error)
        #expect(raised.paywallPath == "paywalls[0]")
        let json = Diagnostic.json([raised])
        #expect(json.contains(#""path" : "products[0].localizations""#))
        #expect(!json.contains("paywalls[0]"))
        let readBack = try JSONDecoder().decode([Diagnostic].self, from: Data(json.utf8))
        #expect(readBack == [raised])
        #expect(readBack.first?.paywallPath == nil)
        #expect(Set(readBack).contains(raised))
        // Other findings name no paywall: their path says where they belong.
        #expect(lint(minimalCatalog(paywalls: #"[ { "id": "main", "products": ["nope"] } ]"#)).allSatisfy { $0.paywallPath == nil })
    }

    @Test func readerErrorsCarryPathAndHint() {
        let findings = lint(
            minimalCatalog(
                product: """
                    { "id": "com.example.pro", "type": "autoRenewing", "group": "pro", "period": "P1M", "prices": { "US": 9.99 },
                      "localisations": {} }
                    """))
        // The misspelt "localisations" is the missing "localizations": one finding, not two.
        #expect(findings.map(\.rule.rawValue) == ["unknown-field", "invalid-value", "price-not-string"])
        #expect(findings.first?.hint == "did you mean \"localizations\"?")
        #expect(findings.first?.path == "products[0].localisations")
        #expect(
            findings.dropFirst().first?.message == "\"autoRenewing\" is not one of consumable, nonConsumable, autoRenewable, nonRenewing")
        #expect(findings.dropFirst().first?.hint == "did you mean \"autoRenewable\"?")
    }

    @Test func pricesAsNumbersAreRefused() {
        let findings = lint(
            minimalCatalog(
                product: """
                    { "id": "com.example.pro", "type": "nonConsumable", "prices": { "US": 0.99 },
                      "localizations": { "en_US": { "displayName": "Pro", "description": "All" } } }
                    """))
        #expect(findings.map(\.rule.rawValue) == ["price-not-string"])  // not also "missing-price": one problem, one message
        #expect(findings.first?.hint == "write prices as decimal strings, \"0.99\", so no digit is lost to floating point")
    }

    @Test func renderedLikeACompiler() {
        let diagnostic = Diagnostic(
            .error, rule: .productIDInvalid, "product ID \"a b\": a space at position 2", file: "catalogs/app.json",
            location: Diagnostic.Location(line: 12, column: 15), path: "products[3].id", hint: "e.g. com.example.pro")
        #expect(
            diagnostic.rendered == """
                catalogs/app.json:12:15: error: product ID "a b": a space at position 2 [product-id-invalid]
                  at products[3].id
                  hint: e.g. com.example.pro
                """)
        #expect(Diagnostic.summary([diagnostic], files: 2) == "1 error, 0 warnings in 2 files")
    }
}
