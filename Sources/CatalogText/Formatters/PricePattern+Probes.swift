extension PricePattern {
    /// The locale's digits 0 to 9 read from the probe's integer digits ("1234567890…"): each digit's
    /// UTF-8 bytes, all of one width. Nil when the digits are not 19 code points of one width.
    static func digits(_ probe: FormattedProbe, _ shape: Shape) -> (bytes: [UInt8], width: Int)? {
        let separators = probe.ranges(of: .groupingSeparator)
        let digitBytes = shape.integer.filter { offset in !separators.contains { $0.contains(offset) } }.map { probe.text[$0] }
        let scalars = String(decoding: digitBytes, as: UTF8.self).unicodeScalars.map { Array(String($0).utf8) }
        guard scalars.count == probeNumber.split(separator: ".")[0].count, let width = scalars.first?.count,
            scalars.allSatisfy({ $0.count == width })
        else { return nil }
        // The probe starts "1234567890": digit d is its (d - 1)th code point, 0 the tenth.
        return ((0..<10).flatMap { scalars[$0 == 0 ? 9 : $0 - 1] }, width)
    }

    /// The grouping separator and group sizes read from the probe: the rightmost separator follows the
    /// primary group, the others are `secondary` digits apart. No separators: no grouping. Nil when
    /// the separators differ, the groups are uneven or only one separator shows in 19 digits.
    static func grouping(_ probe: FormattedProbe, _ shape: Shape, digitWidth: Int) -> (separator: [UInt8], primary: Int, secondary: Int)? {
        let separators = probe.ranges(of: .groupingSeparator)
        guard let last = separators.last else { return ([], 0, 0) }
        let separator = Array(probe.text[last])
        guard separators.allSatisfy({ Array(probe.text[$0]) == separator }), separators.count >= 2 else { return nil }
        // Digits to the right of each separator, rightmost first.
        let digitsAfter = separators.reversed().enumerated().map { index, range in
            (shape.integer.upperBound - range.upperBound - index * separator.count) / digitWidth
        }
        let primary = digitsAfter[0]
        let secondary = digitsAfter[1] - digitsAfter[0]
        guard primary > 0, secondary > 0, zip(digitsAfter, digitsAfter.dropFirst()).allSatisfy({ $1 - $0 == secondary })
        else { return nil }
        return (separator, primary, secondary)
    }

    /// The fewest digits the leftmost group needs before a separator shows (1 mostly, 2 in es, pl, pt_PT),
    /// read by formatting 10^(primary), 10^(primary + 1)…; nil when none of the first four groups.
    static func minimumGrouping(_ formatter: NumberFormatterHandle, primary: Int) throws(ICUError) -> Int? {
        guard primary > 0 else { return 1 }
        for minimum in 1...4 {
            let probe = try formatter.probe("1" + String(repeating: "0", count: primary + minimum - 1))
            if !probe.ranges(of: .groupingSeparator).isEmpty { return minimum }
        }
        return nil
    }
}
