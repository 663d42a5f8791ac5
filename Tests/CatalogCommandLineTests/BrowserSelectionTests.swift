import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogSite

/// Selecting another plan in a real browser changes the call to action and the disclosure the page shows,
/// without JavaScript in the page: a script appended to a copy of the page, in the test only, clicks the
/// labels as a user would and reads what is visible. Skipped where Chromium is not installed.
@Suite(
    "Browser selection", .removesTemporaryFolders,
    .enabled(if: Browser.chromium != nil, "Chromium is not installed: apt-get install chromium fonts-noto-core fonts-noto-cjk"))
struct BrowserSelectionTests {
    /// Records the visible call to action and disclosure, then again after each click.
    static let probe = """
        <script>
        addEventListener('load', () => {
          const visible = (selector) => [...document.querySelectorAll(selector)]
            .filter((el) => getComputedStyle(el).display !== 'none').map((el) => el.textContent);
          const seen = () => ({ checked: document.querySelector('input[name=plan]:checked').id,
            cta: visible('.cta'), disclosure: visible('.disclosure') });
          const steps = [seen()];
          document.querySelector('label[for=plan-1]').click();
          steps.push(seen());
          document.querySelector('label[for=ineligible]').click();
          steps.push(seen());
          document.querySelector('label[for=plan-3]').click();
          steps.push(seen());
          document.body.setAttribute('data-steps', JSON.stringify(steps));
        });
        </script>
        """

    struct Step: Decodable, Equatable {
        let checked: String
        let cta: [String]
        let disclosure: [String]
    }

    @Test func callToActionAndDisclosureFollowTheSelectedPlan() throws {
        let folder = try SiteFixture.temporaryFolder()
        let site = folder.appendingPathComponent("_site")
        _ = try SiteFixture.build(BuildOptions(inputs: [SiteFixture.exampleCatalogs + "/pulse-fitness.json"], output: site.path)).get()
        let page = site.appendingPathComponent("pulse-fitness/main/en-us.html")
        let html = try SiteFixture.read(page)
        #expect(!html.contains("<script"), "built pages stay free of JavaScript")
        let copy = page.deletingLastPathComponent().appendingPathComponent("selection-probe.html")
        try Data(html.replacingOccurrences(of: "</body>", with: Self.probe + "</body>").utf8).write(to: copy)
        let steps = try Self.steps(on: copy)
        try #require(steps.count == 4, "Chromium did not run the probe")
        // The highlighted yearly plan starts selected; eligible customers see its free trial.
        #expect(steps[0].checked == "plan-3")
        #expect(steps[0].cta == ["Start free trial"])
        #expect(steps[0].disclosure.count == 1 && steps[0].disclosure[0].hasPrefix("Nothing is charged today."))
        // The weekly plan has no offer: "Subscribe" and its own renewal price.
        #expect(steps[1].checked == "plan-1")
        #expect(steps[1].cta == ["Subscribe"])
        #expect(steps[1].disclosure.count == 1 && steps[1].disclosure[0].contains("$3.99 per week"))
        #expect(steps[1].disclosure.allSatisfy { !$0.contains("$59.99") })
        // Customers without the offer, yearly plan: no trial in the button or the disclosure.
        #expect(steps[2].checked == "plan-1")
        #expect(steps[3].checked == "plan-3")
        #expect(steps[3].cta == ["Subscribe"])
        #expect(steps[3].disclosure.count == 1 && steps[3].disclosure[0].contains("$59.99 per year"))
        #expect(steps[3].disclosure.allSatisfy { !$0.contains("Nothing is charged") })
    }

    /// Taps each plan card in each eligibility state, as a customer would, and records what is visible.
    static let everyPlanProbe = """
        <script>
        addEventListener('load', () => {
          const visible = (selector) => [...document.querySelectorAll(selector)]
            .filter((el) => getComputedStyle(el).display !== 'none').map((el) => el.textContent);
          const steps = [];
          for (const state of ['eligible', 'ineligible']) {
            document.querySelector(`label[for=${state}]`).click();
            for (const input of document.querySelectorAll('input[name=plan]')) {
              input.closest('.plan').querySelector('.plan-name label').click();
              steps.push({ checked: document.querySelector('input[name=plan]:checked').id,
                cta: visible('.cta'), disclosure: visible('.disclosure') });
            }
          }
          document.body.setAttribute('data-steps', JSON.stringify(steps));
        });
        </script>
        """

    /// A one-time purchase never shows a subscription's renewal terms: tapping each card of a mixed
    /// paywall shows that plan's own button and disclosure, in both states, in three languages.
    @Test(arguments: MixedPaywall.disclosureCases)
    func eachCardShowsItsOwnDisclosure(_ test: MixedPaywall.DisclosureCase) throws {
        let (site, _) = try MixedPaywall.build()
        let page = MixedPaywall.page(test.tag, in: site)
        let copy = page.deletingLastPathComponent().appendingPathComponent("every-plan-probe.html")
        let html = try SiteFixture.read(page)
        try Data(html.replacingOccurrences(of: "</body>", with: Self.everyPlanProbe + "</body>").utf8).write(to: copy)
        let steps = try Self.steps(on: copy)
        let plans = MixedPaywall.productIDs.count
        try #require(steps.count == 2 * plans, "Chromium did not run the probe")
        for (index, step) in steps.enumerated() {
            let (plan, eligible) = (index % plans + 1, index < plans)
            let context = Comment(rawValue: "\(test.tag), plan-\(plan), \(eligible ? "eligible" : "not eligible")")
            #expect(step.checked == "plan-\(plan)", context)
            #expect(step.cta.count == 1 && step.disclosure.count == 1, context)
            if plan >= 3 {
                #expect(step.cta == [test.buy], context)
                #expect(step.disclosure == [test.purchase], context)
            } else {
                #expect(step.cta != [test.buy], context)
                #expect(step.disclosure.first?.hasPrefix(test.trial) == (plan == 2 && eligible), context)
                #expect(step.disclosure.first?.contains(test.yearly) == (plan == 2), context)
            }
        }
    }

    /// The probe's steps, read from the DOM Chromium prints after running the page's scripts.
    static func steps(on page: URL) throws -> [Step] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Browser.chromium))
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=375,812",
            "--virtual-time-budget=2000", "--dump-dom", page.absoluteString,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard let start = dom.range(of: "data-steps=\"") else { return [] }
        // Chromium writes an attribute's quotes, no-break spaces and ampersands as entities.
        let json = dom[start.upperBound...].prefix { $0 != "\"" }.replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&nbsp;", with: "\u{00A0}").replacingOccurrences(of: "&amp;", with: "&")
        return try JSONDecoder().decode([Step].self, from: Data(json.utf8))
    }
}
