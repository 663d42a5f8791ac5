/// Formats prices for a locale exactly as ICU's NumberFormatter does.
///
/// A formatter is an immutable value; the ICU formatters behind it are opened once per
/// (locale, options, currency), their patterns compiled for Swift (`PricePattern`), and shared by every
/// copy, across any number of concurrent tasks.
///
/// ```swift
/// let german = try PriceFormatter(locale: LocaleID("de_DE"))
/// try german.format(Money("1234.5", currency: "EUR"))         // "1.234,50 €"
/// let named = PriceFormatter(locale: try LocaleID("fr_FR"), display: .name)
/// try named.format(Money("0.99", currency: "EUR"))            // "0,99 euro"
/// ```
public struct PriceFormatter: Sendable, Hashable {
    /// The locale whose conventions the text follows (language, digits, separators).
    public let locale: LocaleID
    /// How the currency is named.
    public let display: CurrencyDisplay
    /// The digits, when not the locale's default.
    public let numberingSystem: NumberingSystem?
    /// How amounts with more digits than the currency shows are rounded.
    public let rounding: RoundingMode
    /// Standard or cash precision.
    public let precision: Precision
    /// Whether whole amounts drop their zero fraction ("3 990 Ft" rather than "3 990,00 Ft").
    public let zeroFraction: ZeroFraction

    /// The shared ICU formatters and compiled patterns of this locale and options (`Caches`).
    let storage: Storage

    /// A formatter for a locale with price options.
    ///
    /// - Parameters:
    ///   - locale: The user's locale; the currency comes with each price (the storefront's).
    ///   - display: Symbol (default), narrow symbol, ISO code or full name.
    ///   - numberingSystem: Digits to use instead of the locale's default (`.latin`).
    ///   - rounding: Rounding to the currency's digits; half-even by default.
    ///   - precision: The currency's standard digits, or its cash rounding.
    ///   - zeroFraction: Whether whole amounts drop their zero fraction (ICU's `/w` precision option);
    ///     `.hiddenWhereCashIsWhole` writes them as local stores do. Shown by default.
    public init(
        locale: LocaleID,
        display: CurrencyDisplay = .symbol,
        numberingSystem: NumberingSystem? = nil,
        rounding: RoundingMode = .halfEven,
        precision: Precision = .standard,
        zeroFraction: ZeroFraction = .shown
    ) {
        self.locale = locale
        self.display = display
        self.numberingSystem = numberingSystem
        self.rounding = rounding
        self.precision = precision
        self.zeroFraction = zeroFraction
        self.storage = Caches.priceStorage(
            Self.skeletons(
                locale: locale, display: display, numberingSystem: numberingSystem, rounding: rounding, precision: precision,
                zeroFraction: zeroFraction))
    }

    /// The skeletons of a locale and options: what `Caches` keys a formatter's storage by.
    static func skeletons(
        locale: LocaleID, display: CurrencyDisplay, numberingSystem: NumberingSystem?, rounding: RoundingMode,
        precision: Precision, zeroFraction: ZeroFraction
    ) -> Skeletons {
        Skeletons(locale: locale, display: display, rounding: rounding, precision: precision, zeroFraction: zeroFraction) {
            hidingZeroFraction in
            [
                display.skeleton, precision.skeleton(hidingZeroFraction: hidingZeroFraction), rounding.skeleton,
                numberingSystem.map { "numbering-system/\($0.name)" } ?? "",
            ]
        }
    }

    /// The price as the locale writes it: "0,99 €", "￥1,200", "‏٤٫٩٩ ر.س.‏".
    ///
    /// The text is ICU's, written from the pattern compiled once per currency (`PricePattern`) or by
    /// ICU where that pattern does not cover the price. A pseudo-locale writes prices as English does;
    /// only a currency's name (`.name`) is made pseudo.
    /// - Throws: `ICUError` only when ICU itself fails.
    public func format(_ price: Money) throws(ICUError) -> String {
        let text = try storage.formatter(for: price.currency).format(decimal: price.decimalString)
        if display == .name, let pseudo = locale.pseudo { return pseudo.text(text) }
        return text
    }

    /// The ICU skeleton used for a currency, for tests and for the raw-ICU benchmark.
    package func skeleton(for currency: Currency) -> String { storage.skeleton(for: currency) }

    /// The compiled pattern this formatter writes a currency's prices with, opened and compiled the
    /// first time as `format(_:)` does; nil where ICU writes every price (see `PricePattern`).
    func pattern(for currency: Currency) throws(ICUError) -> PricePattern? { try storage.formatter(for: currency).pattern }

    /// Formatters are equal when their locale and options are (they then write the same text).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.locale == rhs.locale && lhs.display == rhs.display && lhs.numberingSystem == rhs.numberingSystem
            && lhs.rounding == rhs.rounding && lhs.precision == rhs.precision && lhs.zeroFraction == rhs.zeroFraction
    }

    /// Hashes the locale and options, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(locale)
        hasher.combine(display)
        hasher.combine(numberingSystem)
        hasher.combine(rounding)
        hasher.combine(precision)
        hasher.combine(zeroFraction)
    }
}

extension PriceFormatter {
    /// What the ICU formatters behind a price formatter are opened from: the locale whose data they use
    /// and the skeleton options, with and without the zero fraction. The key of their shared storage.
    struct Skeletons: Hashable, Sendable {
        let locale: String
        let options: String
        /// The options that drop the zero fraction of whole amounts, for currencies `zeroFraction` hides.
        let wholeOptions: String
        let zeroFraction: ZeroFraction
        /// What the compiled patterns need, or nil when none can be compiled (a currency's name agrees with
        /// the amount, so `.name` is ICU's alone).
        let patternOptions: PatternOptions?

        /// The skeletons of a locale and the options' skeleton parts, with and without the zero fraction.
        init(
            locale: LocaleID, display: CurrencyDisplay, rounding: RoundingMode, precision: Precision, zeroFraction: ZeroFraction,
            parts: (_ hidingZeroFraction: Bool) -> [String]
        ) {
            self.locale = locale.dataIdentifier
            self.options = parts(false).filter { !$0.isEmpty }.joined(separator: " ")
            self.wholeOptions = parts(true).filter { !$0.isEmpty }.joined(separator: " ")
            self.zeroFraction = zeroFraction
            self.patternOptions = display == .name ? nil : PatternOptions(rounding: rounding, precision: precision)
        }
    }

    /// What compiling a currency's pattern (`PricePattern`) takes besides ICU's formatter: the rounding,
    /// and the precision that says which increment.
    struct PatternOptions: Hashable, Sendable {
        /// How amounts are rounded.
        let rounding: RoundingMode
        /// The precision, which says the rounding increment.
        let precision: Precision
    }

    /// The formatters of one set of skeletons, one per currency (ICU's and its compiled pattern), shared
    /// through `Caches` by every `PriceFormatter` whose locale and options give them.
    final class Storage: Sendable {
        let skeletons: Skeletons
        /// Indexed by `Currency.index`, read without a lock: formatting is one atomic load away from the
        /// compiled pattern.
        private let byCurrency = OnceSlots<CurrencyFormatter>(count: Currency.sortedCodes.count)

        init(_ skeletons: Skeletons) { self.skeletons = skeletons }

        func skeleton(for currency: Currency) -> String {
            let options = skeletons.zeroFraction.hides(in: currency) ? skeletons.wholeOptions : skeletons.options
            return options.isEmpty ? "currency/\(currency.code)" : "currency/\(currency.code) \(options)"
        }

        /// The shared formatter of a currency, opened and compiled the first time.
        func formatter(for currency: Currency) throws(ICUError) -> CurrencyFormatter {
            try byCurrency.value(at: currency.index) { () throws(ICUError) in
                CurrencyFormatter(
                    icu: try Caches.numberFormatter(skeleton: skeleton(for: currency), locale: skeletons.locale), currency: currency,
                    compiling: skeletons.patternOptions)
            }
        }
    }
}
