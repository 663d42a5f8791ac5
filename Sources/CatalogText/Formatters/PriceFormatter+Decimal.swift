extension PriceFormatter {
    /// The text of a decimal spelling in `currency`, written as `format(_:)` writes a price: by the
    /// compiled pattern, or by ICU where there is none or it does not cover the amount. Unlike a `Money`,
    /// the spelling may be negative or longer than 34 digits: `catalog-bench price`'s differential
    /// compares such amounts with raw ICU too.
    package func text(decimal: String, currency: Currency) throws(ICUError) -> String {
        try storage.formatter(for: currency).format(decimal: decimal)
    }

    /// The text the compiled pattern of `currency` writes for a decimal spelling, or nil where ICU writes
    /// it (no pattern, or an amount the pattern does not cover): how the differential counts both.
    package func compiledText(decimal: String, currency: Currency) throws(ICUError) -> String? {
        try pattern(for: currency)?.format(decimal)
    }
}
