extension PricePattern {
    /// Where the number is in a probe's text: one integer field, then optionally the decimal separator
    /// and one fraction field right after it; everything before is the prefix, everything after the suffix.
    struct Shape {
        let integer: Range<Int>
        let decimalSeparator: Range<Int>?
        let fraction: Range<Int>?

        /// The number's bytes, from its first integer digit to its last digit.
        var number: Range<Int> { integer.lowerBound..<(fraction?.upperBound ?? integer.upperBound) }

        /// The shape of a probe; nil when its fields are not in this order.
        init?(_ probe: FormattedProbe) {
            let integers = probe.ranges(of: .integer)
            let fractions = probe.ranges(of: .fraction)
            let separators = probe.ranges(of: .decimalSeparator)
            guard integers.count == 1, let integer = integers.first, fractions.count <= 1, separators.count == fractions.count
            else { return nil }
            if let fraction = fractions.first {
                let separator = integer.upperBound..<fraction.lowerBound
                guard separators.first == separator, !separator.isEmpty else { return nil }
                decimalSeparator = separator
            } else {
                decimalSeparator = nil
            }
            guard
                probe.ranges(of: .groupingSeparator).allSatisfy({ integer.contains($0.lowerBound) && $0.upperBound <= integer.upperBound })
            else { return nil }
            self.integer = integer
            self.fraction = fractions.first
        }
    }
}
