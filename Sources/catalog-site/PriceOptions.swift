import ArgumentParser
import Catalog

/// Options shared by every command that formats prices.
struct PriceOptions: ParsableArguments {
    @Option(help: "How to name the currency: symbol, narrow, code or name.")
    var display: PriceFormatter.CurrencyDisplay = .symbol

    @Option(help: "Digits to use instead of the locale's, e.g. latn.")
    var numberingSystem: String?

    @Option(help: "Rounding to the currency's digits: halfEven, halfUp, halfDown, up, down.")
    var rounding: RoundingMode = .halfEven

    @Option(help: "standard (the currency's digits) or cash (CHF to 0.05).")
    var precision: PriceFormatter.Precision = .standard

    @Option(help: "Whole amounts: shown (9.00), hidden (9) or hiddenWhereCashIsWhole (3990 Ft, but 9.00 €).")
    var zeroFraction: PriceFormatter.ZeroFraction = .shown

    /// The validated settings.
    func resolve() throws -> Settings {
        Settings(
            display: display, numberingSystem: try numberingSystem.map { try NumberingSystem($0) }, rounding: rounding,
            precision: precision, zeroFraction: zeroFraction)
    }

    struct Settings {
        let display: PriceFormatter.CurrencyDisplay
        let numberingSystem: NumberingSystem?
        let rounding: RoundingMode
        let precision: PriceFormatter.Precision
        let zeroFraction: PriceFormatter.ZeroFraction

        func formatter(for locale: LocaleID) -> PriceFormatter {
            PriceFormatter(
                locale: locale, display: display, numberingSystem: numberingSystem, rounding: rounding, precision: precision,
                zeroFraction: zeroFraction)
        }
    }
}

extension PriceFormatter.CurrencyDisplay: ExpressibleByArgument {}
extension RoundingMode: ExpressibleByArgument {}
extension PriceFormatter.Precision: ExpressibleByArgument {}
extension PriceFormatter.ZeroFraction: ExpressibleByArgument {}
