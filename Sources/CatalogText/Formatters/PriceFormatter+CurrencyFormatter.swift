extension PriceFormatter {
    /// The ICU formatter of one currency and its pattern compiled for Swift (`PricePattern`), opened
    /// once and shared. Formatting uses the compiled pattern and asks ICU only where it has none or
    /// does not cover the amount, so the text is ICU's either way.
    final class CurrencyFormatter: Sendable {
        let icu: NumberFormatterHandle
        /// Nil where the pattern cannot be compiled (see `PricePattern`); every amount then goes to ICU.
        let pattern: PricePattern?

        /// An ICU formatter of `currency` and its pattern, compiled with `options` unless they are nil; a
        /// pattern whose probes ICU fails to format is not compiled either.
        init(icu: NumberFormatterHandle, currency: Currency, compiling options: PatternOptions?) {
            self.icu = icu
            pattern = options.flatMap {
                try? PricePattern(formatter: icu, currency: currency, precision: $0.precision, rounding: $0.rounding)
            }
        }

        /// The price text of a decimal spelling, as ICU writes it.
        @inline(__always)
        func format(decimal: String) throws(ICUError) -> String {
            if let text = pattern?.format(decimal) { return text }
            return try icu.format(decimal: decimal)
        }
    }
}
