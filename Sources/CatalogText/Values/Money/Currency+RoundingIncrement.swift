import CICU

extension Currency {
    /// The increment ICU's currency data rounds this currency's prices to at a precision, as ICU spells
    /// it: "0.05" for CHF's cash, "0.5" for DKK's, "0" where there is none (rounding goes to the digits
    /// alone); nil when ICU cannot say. The one place Catalog reads rounding increments from ICU.
    ///
    /// ```swift
    /// try Currency("CHF").roundingIncrement(.cash)      // "0.05"
    /// try Currency("CHF").roundingIncrement(.standard)  // "0"
    /// ```
    func roundingIncrement(_ precision: PriceFormatter.Precision) -> String? {
        try? ICUString.read("read the \(precision.rawValue) rounding increment of \(code)") { out, capacity in
            switch precision {
            case .standard: cicu_currency_standard_increment(code, out, capacity)
            case .cash: cicu_currency_cash_increment(code, out, capacity)
            }
        }
    }
}
