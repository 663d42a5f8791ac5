extension PricePattern {
    /// Where a locale separates the integer digits: groups of `primary` digits next to the separator,
    /// then of `secondary` (3 and 3 mostly, 3 and 2 in Indian locales: "12,34,567"), and only when
    /// there are at least `primary + minimum` digits (Spanish and Polish: "1234 €" but "12 345 €").
    struct Grouping: Sendable, Equatable {
        /// Digits in the group before the decimal separator; 0 when the locale does not group.
        let primary: Int
        let secondary: Int
        /// ICU's minimum grouping digits: the digits the leftmost group needs before any separator shows.
        let minimum: Int

        /// The number of separators in an integer of `integerDigits` digits.
        func separatorCount(integerDigits: Int) -> Int {
            guard primary > 0, integerDigits >= primary + minimum, integerDigits > primary else { return 0 }
            return 1 + (integerDigits - primary - 1) / secondary
        }

        /// Whether a separator follows the digit of magnitude `magnitude` (0 for the units digit), in an
        /// integer long enough to be grouped (ICU's `Grouper::groupAtPosition`).
        @inline(__always)
        func separates(after magnitude: Int) -> Bool {
            magnitude >= primary && (magnitude - primary) % secondary == 0
        }
    }
}
