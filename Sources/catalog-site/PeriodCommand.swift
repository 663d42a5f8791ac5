import ArgumentParser
import Catalog

/// `catalog-site period`: a subscription period as a duration, a unit, or a price per period.
struct PeriodCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "period",
        abstract: "Write a subscription period (ISO 8601) for a locale.",
        discussion: """
            Styles: duration ("3 months"), unit ("month"), per ("0,99 € par mois", needs --price and \
            --currency; --zero-fraction as for prices), every ("every 3 months", "every month"). With --batch, reads lines \
            `locale<TAB>period[<TAB>width]` (an absent or empty width is --width's) and writes one duration per \
            line; blank lines are skipped. A bad line writes `error: <message>` and the exit status is \
            then 1.
            """
    )

    enum Style: String, ExpressibleByArgument, CaseIterable { case duration, unit, per, every }

    @Argument(help: "An ISO 8601 period: P1W, P1M, P3M, P1Y, P7D, P12M.")
    var period: String?

    @Option(help: "The user's locale, BCP 47 (fr-FR) or ICU (fr_FR).")
    var locale: String?

    @Option(help: "long, short or narrow.")
    var width: UnitWidth = .long

    @Option(help: "duration, unit, per or every.")
    var style: Style = .duration

    @Flag(help: "Write 7n days as n weeks and 12n months as n years.")
    var normalize = false

    @Option(help: "With --style per: the amount, a plain decimal.")
    var price: String?

    @Option(help: "With --style per: the ISO 4217 currency.")
    var currency: String?

    @Option(help: "With --style per: whole amounts shown (9.00), hidden (9) or hiddenWhereCashIsWhole (3990 Ft, but 9.00 €).")
    var zeroFraction: PriceFormatter.ZeroFraction = .shown

    @Flag(help: "Read tab-separated lines from standard input.")
    var batch = false

    func validate() throws {
        if batch {
            guard period == nil, locale == nil else { throw ValidationError("--batch reads locale, period and width from standard input") }
            guard style == .duration, price == nil, currency == nil, zeroFraction == .shown else {
                throw ValidationError(
                    "--batch writes durations; --style, --price, --currency and --zero-fraction apply to one period at a time")
            }
            return
        }
        guard period != nil else { throw ValidationError("give a period, e.g. catalog-site period P3M --locale ru") }
        guard locale != nil else { throw ValidationError("give --locale, e.g. --locale fr_FR") }
        if style == .per, price == nil || currency == nil {
            throw ValidationError("--style per needs --price and --currency, e.g. --price 0.99 --currency EUR")
        }
        if style != .per, zeroFraction != .shown { throw ValidationError("--zero-fraction applies to --style per, which writes a price") }
    }

    func run() throws {
        if batch {
            var formatters = LocaleFormatters { locale in try PeriodFormatter(locale: locale) }
            let ok = BatchRunner.run(fieldCount: 2...3, fieldNames: "locale<TAB>period[<TAB>width]") { fields in
                let width = try fields.count == 3 && !fields[2].isEmpty ? Self.width(fields[2]) : self.width
                var period = try SubscriptionPeriod(fields[1])
                if normalize { period = period.normalized }
                return try formatters.formatter(for: fields[0]).duration(period, width: width)
            }
            if !ok { throw ExitCode.failure }
            return
        }
        let text = try Terminal.orExit { () throws -> String in
            let locale = try LocaleID(self.locale ?? "")
            var period = try SubscriptionPeriod(self.period ?? "")
            if normalize { period = period.normalized }
            let formatter = try PeriodFormatter(locale: locale)
            switch style {
            case .duration: return try formatter.duration(period, width: width)
            case .unit: return try formatter.unitName(period.unit, width: width)
            case .every:
                PhraseFallbackNote.write(for: formatter.phrases)
                return try formatter.every(period)
            case .per:
                let money = try Money(price ?? "", currency: currency ?? "")
                let formatter = try PeriodFormatter(prices: PriceFormatter(locale: locale, zeroFraction: zeroFraction))
                if formatter.cldrPricePattern(per: period, width: width) == nil { PhraseFallbackNote.write(for: formatter.phrases) }
                return try formatter.price(money, per: period, width: width)
            }
        }
        print(text)
    }
}

extension PeriodCommand {
    /// The width column of a batch line.
    static func width(_ text: String) throws -> UnitWidth {
        guard let width = UnitWidth(rawValue: text) else {
            throw PeriodCommandError.unknownWidth(text)
        }
        return width
    }
}

extension UnitWidth: ExpressibleByArgument {}
