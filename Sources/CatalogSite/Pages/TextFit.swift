/// A rough estimate of whether text fits a box on a 375-px phone, to flag likely overflow in the index.
///
/// Widths in em per character: East Asian wide characters 1.0, everything else 0.6 (bold Latin,
/// Cyrillic, Greek, Arabic and Hebrew average below that). It errs towards warning.
enum TextFit {
    static func width(of text: some StringProtocol, fontSize: Double) -> Double {
        var ems = 0.0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6:
                ems += 1.0
            case 0x0300...0x036F, 0x0591...0x05C7, 0x064B...0x065F, 0x200B...0x200F, 0x0E31, 0x0E34...0x0E3A, 0x0E47...0x0E4E:
                continue  // combining marks and invisible controls take no width
            default:
                ems += 0.6
            }
        }
        return ems * fontSize
    }

    /// Whether a word (an unbreakable run) is wider than the box, or the text needs more than `lines` lines.
    static func overflows(_ text: String, fontSize: Double, boxWidth: Double, lines: Int) -> Bool {
        let longestWord = text.split(separator: " ").map { width(of: $0, fontSize: fontSize) }.max() ?? 0
        if longestWord > boxWidth { return true }
        return width(of: text, fontSize: fontSize) > boxWidth * Double(lines)
    }
}
