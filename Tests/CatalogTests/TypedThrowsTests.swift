import Catalog
import Testing

/// The sentence API throws one precise error type per call. Each `do throws(E)` below compiles only
/// while the call throws `E`: a change to the thrown type breaks the build, not just a test.
@Suite("Typed throws of the sentence API")
struct TypedThrowsTests {
    static let usd = Result { () throws(CurrencyError) in try Currency("USD") }

    @Test func offerFormatterThrowsOfferError() throws {
        let english = try OfferFormatter(locale: LocaleID("en_US"))
        do throws(OfferError) {
            _ = try english.sentence(for: [])
            Issue.record("a sentence for no phases")
        } catch {
            #expect(error == .nothingToDescribe)
        }
        let trialOnly = try Offer(kind: .introductory, phases: [.freeTrial(SubscriptionPeriod("P1W"), currency: Self.usd.get())])
        do throws(OfferError) {
            _ = try english.disclosure(for: trialOnly)
            Issue.record("a disclosure without a regular phase")
        } catch {
            #expect(error == .noRegularPhase)
        }
    }

    @Test func formattersThrowFormatError() throws {
        let english = try OfferFormatter(locale: LocaleID("en_US"))
        let month = try SubscriptionPeriod("P1M")
        let offer = try Offer(kind: .introductory, phases: [.regular(Money("9.99", currency: "USD"), every: month)])
        let quarter = try SubscriptionPeriod("P3M")
        let price = try Money("9.99", currency: "USD")
        do throws(FormatError) {
            let texts = [
                try english.sentence(for: offer), try english.phase(offer.phases[0]), try english.periods.duration(quarter),
                try english.periods.every(month), try english.periods.price(price, per: month, width: .short),
            ]
            #expect(texts == ["$9.99 per month", "$9.99 per month", "3 months", "every month", "$9.99/mo"])
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func pricingPhasesThrowTheirOwnErrors() throws {
        let usd = try Self.usd.get()
        let month = try SubscriptionPeriod("P1M")
        let dollar = try Money(amount: 1, currency: usd)
        let longest = try SubscriptionPeriod(value: 9_999, unit: .month)
        do throws(OfferError) {
            _ = try PricingPhase.payAsYouGo(dollar, every: month, count: 0)
            Issue.record("a phase of no cycles")
        } catch {
            #expect(error == .noCycles(0))
        }
        do throws(PeriodError) {
            _ = try PricingPhase.payUpFront(dollar, for: longest, count: 2)
            Issue.record("a phase longer than a period can be")
        } catch {
            #expect(error == .tooLarge("P19998M"))
        }
        // A free trial and the regular price cannot fail: neither is declared throwing.
        let phases = [PricingPhase.freeTrial(month, currency: usd), PricingPhase.regular(try Money("9.99", currency: usd), every: month)]
        #expect(phases.map(\.isFree) == [true, false])
    }

    /// A catalog's offer phase becomes a pricing phase or says why not, as an `OfferError`.
    @Test func catalogOfferPhasesThrowOfferError() throws {
        let usd = try Self.usd.get()
        let region = try Region("US")
        let phase = CatalogOffer.Phase(
            mode: .payAsYouGo, period: try SubscriptionPeriod("P1M"), count: 0, prices: [region: try Money("0.99", currency: usd)])
        do throws(OfferError) {
            _ = try phase.pricingPhase(in: region, currency: usd)
            Issue.record("a phase of no cycles")
        } catch {
            #expect(error == .noCycles(0))
        }
    }

    /// Phase specs throw `OfferError`, with the price's or the period's own error inside and its words.
    @Test(arguments: [
        ("9,99:P1M", OfferError.invalidPrice(.notADecimal("9,99")), "\"9,99\" is not a decimal amount"),
        (
            "9.99:P1X", .invalidPeriod(.unknownUnit("P1X", designator: "X")),
            "\"P1X\" is not a subscription period: \"X\" is not a unit; use D, W, M or Y"
        ),
        ("9.99", .malformedPhase("9.99"), "phase \"9.99\" is not PRICE:PERIOD[:COUNT]"),
    ])
    func phaseSpecs(_ spec: String, _ expected: OfferError, _ message: String) throws {
        let usd = try Self.usd.get()
        do throws(OfferError) {
            _ = try PricingPhase.phases(specs: [spec], currency: usd)
            Issue.record("\(spec) was read")
        } catch {
            #expect(error == expected)
            #expect(error.description == message)
        }
    }
}
