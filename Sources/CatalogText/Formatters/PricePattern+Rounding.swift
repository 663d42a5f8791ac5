extension PricePattern {
    /// How a price is rounded before it is written: to a multiple of `step` × 10^-`fractionDigits`
    /// (step 1: to the currency's digits; step 5: CHF's cash 0.05, DKK's 0.5), by a rounding mode, as
    /// ICU's `DecimalQuantity::roundToMagnitude` and `roundToNickel` round.
    struct Rounding: Sendable, Equatable {
        /// The fraction digits the increment has (2 for 0.05 and 0.01, 1 for 0.5).
        let fractionDigits: Int
        /// 1 or 5.
        let step: UInt8
        let mode: RoundingMode

        /// The last kept digit after rounding (possibly 10 or more: the caller carries), given what
        /// follows it: the first dropped digit and whether any later dropped digit is not zero.
        @inline(__always)
        func rounded(last: UInt8, firstDropped: UInt8, sticky: Bool) -> UInt8 {
            // The kept part of the increment: the last digit's distance from the multiple below, in steps.
            let offset = last % step
            let base = last - offset
            if offset == 0, firstDropped == 0, !sticky { return last }
            // Where the remainder (offset + dropped digits) lies against half an increment.
            let halfOffset = step / 2  // 0 for step 1, 2 for step 5 (2.5 steps of 0.01 is half of 0.05)
            let atHalfOffset = offset == halfOffset
            let above = offset > halfOffset || (atHalfOffset && (firstDropped > 5 || (firstDropped == 5 && sticky)))
            let half = atHalfOffset && firstDropped == 5 && !sticky
            let up: Bool
            switch mode {
            case .up: up = true
            case .down: up = false
            case .halfUp: up = above || half
            case .halfDown: up = above
            // Ties go to the even multiple of the increment: an even digit, or for 5-steps a 0.
            case .halfEven: up = above || (half && (base / step) % 2 == 1)
            }
            return up ? base + step : base
        }
    }
}
