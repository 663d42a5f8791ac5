extension PricePattern {
    /// A decimal spelling rounded to a `Rounding`, as digit values (0...9) in a caller's scratch buffer:
    /// the integer digits without leading zeros (at least one) and the kept fraction digits.
    struct RoundedNumber {
        let isNegative: Bool
        /// The digits kept before rounding (integer digits without leading zeros, and kept fraction digits).
        let keptDigitCount: Int
        /// Whether rounding carried into a new leading digit ("9.999" to "10.00").
        let carriedOut: Bool
        let integerDigits: UnsafeMutableBufferPointer<UInt8>
        let fractionDigits: UnsafeMutableBufferPointer<UInt8>

        /// Reads `[-]digits[.digits]` and rounds it into `scratch`; nil for any other spelling or when
        /// `scratch` is too small (one more byte than the digits kept).
        init?(_ input: UnsafeBufferPointer<UInt8>, rounding: Rounding, into scratch: UnsafeMutableBufferPointer<UInt8>) {
            let zero = UInt8(ascii: "0")
            var index = 0
            isNegative = input.first == UInt8(ascii: "-")
            if isNegative { index = 1 }
            let integerStart = index
            while index < input.count, input[index] &- zero < 10 { index += 1 }
            let integerEnd = index
            guard integerEnd > integerStart else { return nil }
            var fractionStart = integerEnd
            if index < input.count {
                guard input[index] == UInt8(ascii: ".") else { return nil }
                index += 1
                fractionStart = index
                while index < input.count, input[index] &- zero < 10 { index += 1 }
                guard index == input.count, index > fractionStart else { return nil }
            }
            let fractionEnd = index
            var first = integerStart
            while first < integerEnd - 1, input[first] == zero { first += 1 }
            let integerCount = integerEnd - first
            let kept = rounding.fractionDigits
            guard 1 + integerCount + kept <= scratch.count else { return nil }
            // scratch[0] takes a carry out of the first digit ("9.999" to "10.00").
            scratch[0] = 0
            for offset in 0..<integerCount { scratch[1 + offset] = input[first + offset] &- zero }
            for offset in 0..<kept {
                let at = fractionStart + offset
                scratch[1 + integerCount + offset] = at < fractionEnd ? input[at] &- zero : 0
            }
            let dropped = fractionStart + kept
            let firstDropped = dropped < fractionEnd ? input[dropped] &- zero : 0
            var sticky = false
            if dropped + 1 < fractionEnd {
                for at in (dropped + 1)..<fractionEnd where input[at] != zero {
                    sticky = true
                    break
                }
            }
            let last = integerCount + kept
            scratch[last] = rounding.rounded(last: scratch[last], firstDropped: firstDropped, sticky: sticky)
            var carry = last
            while carry > 0, scratch[carry] >= 10 {
                scratch[carry] -= 10
                scratch[carry - 1] += 1
                carry -= 1
            }
            keptDigitCount = last
            carriedOut = scratch[0] > 0
            let start = carriedOut ? 0 : 1
            integerDigits = UnsafeMutableBufferPointer(rebasing: scratch[start..<(1 + integerCount)])
            fractionDigits = UnsafeMutableBufferPointer(rebasing: scratch[(1 + integerCount)..<(1 + last)])
        }

        /// Whether every kept fraction digit is 0 (a whole amount, after rounding).
        var fractionIsZero: Bool { !fractionDigits.contains { $0 != 0 } }

        /// Whether the rounded amount is zero.
        var isZero: Bool { fractionIsZero && !integerDigits.contains { $0 != 0 } }
    }
}
