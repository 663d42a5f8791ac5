extension PriceFormatter {
    /// The ICU formatter of one currency and its pattern compiled for Swift (`PricePattern`), opened
    /// once and shared. Formatting uses the compiled pattern and asks ICU only where it has none or
    /// does not cover the amount, so the text is ICU's either way.
    final class CurrencyFormatter: Sendable {
        let icu: NumberFormatterHandle
        /// Nil where the pattern cannot be compiled (see `PricePattern`); every amount then goes to ICU.
        let pattern: PricePattern?

        /// An ICU formatter (of `currency`, `precision` and `rounding`) and its pattern, compiled when
        /// `compiles` says it can be; a pattern whose probes ICU fails to format is not compiled either.
        init(icu: NumberFormatterHandle, currency: Currency, precision: Precision, rounding: RoundingMode, compiles: Bool) {
            self.icu = icu
            pattern = compiles ? try? PricePattern(formatter: icu, currency: currency, precision: precision, rounding: rounding) : nil
        }

        /// The price text of a decimal spelling, as ICU writes it.
        @inline(__always)
        func format(decimal: String) throws(ICUError) -> String {
            if let text = pattern?.format(decimal) { return text }
            return try icu.format(decimal: decimal)
        }
    }
}
