import CatalogJSON
import Foundation
import Testing

@testable import CatalogFiles
@testable import CatalogText

/// Google Play's files as the API's create/patch calls take them, and a warning for each thing Play
/// cannot hold.
@Suite("Google Play writer")
struct PlayWriterTests {
    static func convert(_ fixture: String) throws -> Conversion {
        PlayWriter.convert(try #require(CatalogLoader.load(path: try Fixtures.url(fixture).path).catalog))
    }

    @Test(arguments: [
        ("4.99", "USD", #"{"currencyCode":"USD","units":"4","nanos":990000000}"#),
        ("700", "JPY", #"{"currencyCode":"JPY","units":"700","nanos":0}"#),
        ("0.5", "EUR", #"{"currencyCode":"EUR","units":"0","nanos":500000000}"#),
        ("12345678.123456789", "KWD", #"{"currencyCode":"KWD","units":"12345678","nanos":123456789}"#),
    ])
    func writesMoneyExactly(_ amount: String, _ currency: String, _ json: String) throws {
        #expect(PlayWriter.money(try Money(amount, currency: currency)).compact == json)
    }

    @Test func writesOneFilePerSubscriptionOfferListAndProduct() throws {
        let conversion = try Self.convert("Convert/every-field.json")
        #expect(
            conversion.files.map(\.name) == [
                "lumen_pro.subscription.json", "lumen_pro.monthly.offers.json", "lumen_lifetime.onetimeproduct.json",
                "theme_aurora.inappproduct.json",
            ])
        #expect(
            conversion.warnings == [
                "product \"lumen_pro:installments\": its listings dropped (a Play subscription has one set of listings: those of \"lumen_pro:monthly\")",
                "offer \"spring\" of product \"lumen_pro:monthly\" dropped (an App Store offer code; Google Play has no such offer)",
                "offer \"comeback\" of product \"lumen_pro:monthly\" dropped (an App Store win-back offer; Google Play has no such offer)",
                "product \"lumen_lifetime:buy\": Family Sharing dropped (an App Store feature)",
                "paywall \"main\" dropped (Google Play's files hold no paywalls)",
            ])
        #expect(conversion.notes.isEmpty)
    }

    @Test func putsKeptFieldsBack() throws {
        let files = try Self.convert("Convert/every-field.json").files
        let subscription = try JSONParser.parse(Array((try #require(files.first?.text)).utf8))
        #expect(
            JSONOutput(try #require(subscription["taxAndComplianceSettings"])).compact
                == #"{"eeaWithdrawalRightType":"WITHDRAWAL_RIGHT_SERVICE","isTokenizedDigitalAsset":false}"#)
        guard case .array(let plans) = subscription["basePlans"]?.value, let monthly = plans.first else {
            Issue.record("no base plans"); return
        }
        #expect(
            JSONOutput(try #require(monthly["autoRenewingBasePlanType"])).compact
                == #"{"billingPeriodDuration":"P1M","gracePeriodDuration":"P7D"}"#)
        #expect(JSONOutput(try #require(monthly["offerTags"])).compact == #"[{"tag":"standard"}]"#)
        guard case .array(let listings) = subscription["listings"]?.value else { Issue.record("no listings"); return }
        #expect(
            listings.map { JSONOutput($0).compact } == [
                #"{"languageCode":"de-DE","title":"Lumen Pro","description":"Jedes Licht, jeder Raum","benefits":["Unbegrenzte Szenen"]}"#,
                #"{"languageCode":"en-US","title":"Lumen Pro","description":"Every light, every room","benefits":["Unlimited scenes","Sunrise alarms"],"x-note":"kept"}"#,
            ])
        guard case .array(let installments) = plans.last?["installmentsBasePlanType"].map({ JSONNode.Value.array([$0]) }) ?? .null else {
            Issue.record("no installments plan"); return
        }
        #expect(
            installments.map { JSONOutput($0).compact } == [
                #"{"billingPeriodDuration":"P1M","committedPaymentsCount":12,"renewalType":"RENEWAL_TYPE_RENEWS_WITHOUT_COMMITMENT"}"#
            ])
    }

    @Test func writesPhasesAsPlayPricesThem() throws {
        let files = try Self.convert("Convert/every-field.json").files
        let offers = try JSONParser.parse(Array((try #require(files.first { $0.name.hasSuffix(".offers.json") }?.text)).utf8))
        guard case .array(let list) = offers["subscriptionOffers"]?.value, list.count == 2 else { Issue.record("not 2 offers"); return }
        #expect(JSONOutput(try #require(list[0]["targeting"])).compact == #"{"acquisitionRule":{"scope":{"thisSubscription":{}}}}"#)
        #expect(JSONOutput(try #require(list[0]["offerTags"])).compact == #"[{"tag":"trial"}]"#)
        guard case .array(let phases) = list[1]["phases"]?.value else { Issue.record("no phases"); return }
        #expect(
            JSONOutput(phases[0]).compact
                == #"{"recurrenceCount":2,"duration":"P1M","regionalConfigs":[{"regionCode":"DE","absoluteDiscount":{"currencyCode":"EUR","units":"2","nanos":0}},{"regionCode":"US","relativeDiscount":0.5}],"otherRegionsConfig":{"relativeDiscount":0.5}}"#
        )
        #expect(JSONOutput(try #require(list[1]["targeting"])).compact == #"{"upgradeRule":{"oldSubscription":{"thisSubscription":{}}}}"#)
    }
}
