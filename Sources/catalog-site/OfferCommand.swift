import ArgumentParser
import Catalog

/// `catalog-site offer`: the sentence (or disclosure) for a list of pricing phases.
struct OfferCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "offer",
        abstract: "Write an offer's phases as a sentence in a locale.",
        discussion: """
            Each --phase is PRICE:PERIOD[:COUNT], in order. PRICE is a plain decimal or `free`; PERIOD is \
            ISO 8601; COUNT is a number of billing periods, `once` for one payment covering PERIOD (pay up \
            front), or `forever` for the regular price. Without COUNT the last phase is the regular price \
            and any other phase bills once.

              catalog-site offer --locale en_US --currency USD --phase free:P1W --phase 1.99:P1M:3 --phase 9.99:P1M
              1 week free, then $1.99 per month for 3 months, then $9.99 per month
            """
    )

    enum Output: String, ExpressibleByArgument, CaseIterable { case sentence, compact, disclosure }

    @Option(help: "The user's locale, BCP 47 (fr-FR) or ICU (fr_FR).")
    var locale: String

    @Option(help: "The storefront's ISO 4217 currency.")
    var currency: String

    @Option(name: .customLong("phase"), help: "A phase PRICE:PERIOD[:COUNT|once|forever]; repeat in order.")
    var phases: [String] = []

    @Option(help: "sentence, compact (regular price in parentheses) or disclosure (App Review 3.1.2).")
    var style: Output = .sentence

    @Option(help: "Width of per-unit prices: long, short or narrow.")
    var width: UnitWidth = .long

    @OptionGroup var options: PriceOptions

    func validate() throws {
        guard !phases.isEmpty else { throw ValidationError("give at least one --phase, e.g. --phase free:P1W --phase 9.99:P1M") }
    }

    func run() throws {
        let text = try Terminal.orExit { () throws -> String in
            let locale = try LocaleID(self.locale)
            let currency = try Currency(self.currency)
            let offer = try Offer(kind: .introductory, phases: PricingPhase.phases(specs: phases, currency: currency))
            let formatter = try OfferFormatter(
                prices: options.resolve().formatter(for: locale), width: width, style: style == .compact ? .compact : .sentence)
            PhraseFallbackNote.write(for: formatter.phrases)
            return style == .disclosure ? try formatter.disclosure(for: offer) : try formatter.sentence(for: offer)
        }
        print(text)
    }
}
