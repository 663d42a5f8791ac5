import Catalog
import Testing

/// Plan labels and the "Free" price label from `Phrasebook`, without a `Product` or a paywall.
@Suite("Plan labels and the Free label")
struct PlanLabelTests {
    /// Locale, then the labels of P1M, P3M, P1Y, P7D (a week), P12M (a year), "Lifetime" and "Free".
    @Test(arguments: [
        ("en_US", ["Monthly", "Quarterly", "Yearly", "Weekly", "Yearly"], "Lifetime", "Free"),
        ("de_DE", ["Monatlich", "Vierteljährlich", "Jährlich", "Wöchentlich", "Jährlich"], "Lebenslang", "Kostenlos"),
        ("pl_PL", ["Miesięcznie", "Kwartalnie", "Rocznie", "Tygodniowo", "Rocznie"], "Na zawsze", "Za darmo"),
        ("ar_SA", ["شهري", "ربع سنوي", "سنوي", "أسبوعي", "سنوي"], "مدى الحياة", "مجانًا"),
        ("ja_JP", ["月額", "3か月", "年額", "週額", "年額"], "永久", "無料"),
    ])
    func labels(_ locale: String, _ periodly: [String], _ lifetime: String, _ free: String) throws {
        let phrases = try Phrasebook(locale: LocaleID(locale))
        let periods = try ["P1M", "P3M", "P1Y", "P7D", "P12M"].map { try SubscriptionPeriod($0) }
        #expect(try periods.map { try phrases.periodly($0) } == periodly)
        #expect(try phrases.text(.lifetime) == lifetime)
        #expect(try phrases.text(.free) == free)
    }

    /// Periods without a reviewed label have none: callers write "every 6 months" instead.
    @Test(arguments: ["P6M", "P2W", "P2Y", "P3D"])
    func noLabel(_ period: String) throws {
        #expect(try Phrasebook(locale: LocaleID("en_US")).periodly(SubscriptionPeriod(period)) == nil)
    }

    /// A locale without Catalog's phrases gets English labels, and says so.
    @Test func fallback() throws {
        let welsh = try Phrasebook(locale: LocaleID("cy_GB"))
        #expect(try welsh.periodly(SubscriptionPeriod("P1M")) == "Monthly")
        #expect(try welsh.text(.free) == "Free")
        #expect(welsh.language.isFallback)
    }
}
