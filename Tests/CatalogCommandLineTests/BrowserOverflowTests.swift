import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogSite

/// Opens pages in headless Chromium at each preview width (the overview's 375-px and 430-px phones and 768-px
/// tablet, chosen by the page's fragment) and checks that nothing sticks out of the phone frame, and that the
/// frame takes the width.
/// Skipped, with a message, where Chromium is not installed (`.ci/run` installs it with the Noto fonts).
@Suite(
    "Browser", .enabled(if: Browser.chromium != nil, "Chromium is not installed: apt-get install chromium fonts-noto-core fonts-noto-cjk"))
struct BrowserOverflowTests {
    /// Measures every element inside `.phone`: wider content than its box, or a box outside the frame.
    static let probe = """
        <script>
        addEventListener('load', () => {
          const phone = document.querySelector('.phone').getBoundingClientRect();
          const problems = [];
          for (const el of document.querySelectorAll('.phone *')) {
            const style = getComputedStyle(el);
            if (style.display === 'none') continue;
            const box = el.getBoundingClientRect();
            const name = el.tagName.toLowerCase() + (el.className ? '.' + el.className : '');
            if (box.width > 0 && (box.left < phone.left - 0.5 || box.right > phone.right + 0.5)) problems.push(name + ' outside the frame');
            if (el.scrollWidth > el.clientWidth + 1 && style.overflowX !== 'visible') problems.push(name + ' clips its text');
          }
          if (Math.abs(phone.width - FRAME_WIDTH) > 0.5) problems.push('frame is ' + phone.width + ' px wide');
          document.body.setAttribute('data-overflow', JSON.stringify(problems));
        });
        </script>
        """

    /// A `.storekit` file as RevenueCat's PurchaseTester sample has it: subscriptions without a
    /// localization, so each card's name is its long product ID ("com.revenuecat.purchaseTester.monthly_4.99.1_week_intro").
    static let longIDs = """
        {
          "identifier" : "5A0C2B11", "products" : [ ], "version" : { "major" : 3, "minor" : 0 },
          "subscriptionGroups" : [ { "id" : "20736437", "localizations" : [ ], "name" : "subscription group", "subscriptions" : [
        \([
            ("com.revenuecat.purchaseTester.monthly_4.99.1_week_intro", "4.99", "P1M"),
            ("com.revenuecat.purchaseTester.annual_39.99.2_week_intro", "39.99", "P1Y"),
            ("com.revenuecat.purchaseTester.annual_plus_annual_free", "40.99", "P1Y"),
        ].enumerated().map(subscription).joined(separator: ",\n"))
          ] } ]
        }
        """

    /// One subscription of `longIDs`, with a two-week free trial and no localization.
    private static func subscription(_ index: Int, _ plan: (id: String, price: String, period: String)) -> String {
        """
        { "adHocOffers" : [ ], "displayPrice" : "\(plan.price)", "familyShareable" : true, "groupNumber" : \(index + 1),
          "internalID" : "155294610\(index)", "introductoryOffer" : { "internalID" : "627C2F6\(index)", "paymentMode" : "free",
          "subscriptionPeriod" : "P2W" }, "localizations" : [ ], "productID" : "\(plan.id)",
          "recurringSubscriptionPeriod" : "\(plan.period)", "referenceName" : "\(plan.id)", "subscriptionGroupID" : "20736437",
          "type" : "RecurringSubscription" }
        """
    }

    static let site = Result { () throws -> URL in
        let folder = try SiteFixture.sharedFolder()
        let storeKit = try SiteFixture.catalogFile(longIDs, name: "purchase-tester.storekit", in: folder)
        let out = folder.appendingPathComponent("_site")
        _ = try SiteFixture.build(BuildOptions(inputs: [SiteFixture.exampleCatalogs, storeKit], output: out.path)).get()
        return out
    }

    static let pages: [String] = [
        "pulse-fitness/main/en-us.html", "pulse-fitness/main/de-de.html", "pulse-fitness/main/fr-fr.html",
        "pulse-fitness/main/ja-jp.html", "pulse-fitness/main/ar-sa.html", "pulse-fitness/main/he-il.html",
        "pulse-fitness/main/ru-ru.html", "pulse-fitness/main/pl-pl.html", "pulse-fitness/main/zh-hant-tw.html",
        "pulse-fitness/main/ko-kr.html", "castle-coins/shop/de-de.html", "castle-coins/shop/ja-jp.html",
        // Product IDs shown as names: one long word each, which must wrap inside the card.
        "purchase-tester/subscription-group/en-us.html",
    ]

    /// The preview widths and the fragments that select them (the 375-px phone is the page's default).
    static let widths: [Int] = [375, 430, 768]

    @Test(arguments: pages, widths)
    func nothingOverflowsAtEachWidth(_ page: String, width: Int) throws {
        let found = try problems(on: page, width: width)
        #expect(found == "[]", "\(page) at \(width) px: \(found)")
    }

    /// A locale per script the store languages of 2026 brought (Bengali, Gujarati, Gurmukhi, Kannada,
    /// Malayalam, Odia, Tamil, Telugu, Sinhala, Myanmar, Khmer, Lao, Ethiopic, Georgian, Armenian, and
    /// Arabic for Urdu and Persian): their words are long (Malayalam, Tamil) or tall (Myanmar).
    static let scriptLocales = [
        "bn_BD", "gu_IN", "pa_IN", "kn_IN", "ml_IN", "or_IN", "ta_IN", "te_IN", "si_LK", "my_MM", "km_KH", "lo_LA", "am_ET", "ka_GE",
        "hy_AM", "ur_PK", "fa_IR",
    ]

    /// `catalogs/` in the `scriptLocales`.
    static let scriptSite = Result { () throws -> URL in
        let out = try SiteFixture.sharedFolder().appendingPathComponent("_site")
        _ = try SiteFixture.build(BuildOptions(inputs: [SiteFixture.exampleCatalogs], output: out.path, locales: .list(scriptLocales)))
            .get()
        return out
    }

    /// Each script's paywall with the most text, on the 375-px phone.
    @Test(arguments: scriptLocales)
    func nothingOverflowsInEachScript(_ locale: String) throws {
        for paywall in ["pulse-fitness/main", "lumen-play/lumen-pro"] {
            let page = "\(paywall)/\(locale.replacingOccurrences(of: "_", with: "-").lowercased()).html"
            let found = try problems(on: page, in: Self.scriptSite.get())
            #expect(found == "[]", "\(page) at 375 px: \(found)")
        }
    }

    /// The probe itself: a too-wide plan card must be reported.
    @Test func probeReportsAnOverflowingElement() throws {
        let found = try problems(
            on: "pulse-fitness/main/en-us.html", inject: ("<h2 class=\"plan-name\">", "<h2 class=\"plan-name\" style=\"width:600px\">"))
        #expect(found.contains("h2.plan-name outside the frame"))
    }

    /// With screenshots, the index shows each page's PNG as a thumbnail beside its row.
    @Test func indexShowsAThumbnailPerScreenshot() throws {
        let out = try SiteFixture.temporaryFolder().appendingPathComponent("_site")
        let report = try SiteFixture.build(
            BuildOptions(
                inputs: [SiteFixture.exampleCatalogs + "/castle-coins.json"], output: out.path, locales: .list(["en_US"]), screenshots: true
            )
        ).get()
        #expect(report.screenshots == ["castle-coins/shop/en-us.png"])
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("castle-coins/shop/en-us.png").path))
        let index = try SiteFixture.read(out.appendingPathComponent("index.html"))
        #expect(index.contains("<a class=\"thumbnail\" href=\"castle-coins/shop/en-us.html\"><img src=\"castle-coins/shop/en-us.png\""))
    }

    /// The probe's findings on a page (a JSON array), after an optional edit of the page.
    /// - Parameters:
    ///   - site: The site folder the page is in; `site` unless given.
    ///   - width: The preview width: 375 opens the page as it is, 430 and 768 with `#w430` or `#w768`.
    func problems(on page: String, in site: URL? = nil, width: Int = 375, inject: (String, String)? = nil) throws -> String {
        let site = try site ?? Self.site.get()
        var original = try SiteFixture.read(site.appendingPathComponent(page))
        if let inject { original = original.replacingOccurrences(of: inject.0, with: inject.1) }
        let probed = site.appendingPathComponent(page).deletingPathExtension().appendingPathExtension(
            "probe-\(width)\(inject == nil ? "" : "-edited").html")
        let probe = Self.probe.replacingOccurrences(of: "FRAME_WIDTH", with: "\(width)")
        try Data(original.replacingOccurrences(of: "</body>", with: probe + "</body>").utf8).write(to: probed)
        // Chromium lays out at least 500 px wide; wider frames get a window a little wider than themselves.
        let window = width <= 500 ? "375,812" : "\(width + 32),1024"
        let address = probed.absoluteString + (width == 375 ? "" : "#w\(width)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Browser.chromium))
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=\(window)",
            "--virtual-time-budget=2000", "--dump-dom", address,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard let start = dom.range(of: "data-overflow=\"") else {
            Issue.record("Chromium did not run the probe on \(page)")
            return ""
        }
        return dom[start.upperBound...].prefix { $0 != "\"" }.replacingOccurrences(of: "&quot;", with: "\"")
    }
}

/// The headless browser the test uses, if installed: the one screenshots use.
enum Browser {
    static let chromium: String? = Screenshotter.chromium()
}
