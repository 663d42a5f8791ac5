extension String {
    /// Invisible characters spelled out (`<U+A0>`), so that a snapshot diff shows them.
    public var visibleSpaces: String {
        unicodeScalars.map { scalar in
            switch scalar.value {
            case 0x00A0, 0x202F, 0x2009, 0x200E, 0x200F, 0x061C, 0x200B: "<U+\(String(scalar.value, radix: 16, uppercase: true))>"
            default: String(scalar)
            }
        }.joined()
    }
}
