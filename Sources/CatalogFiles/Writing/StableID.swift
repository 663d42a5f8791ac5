/// Identifiers that files need but a catalog does not hold (a `.storekit` file's `identifier` and each
/// product's `internalID`), made from a name so that writing the same catalog twice gives the same file.
enum StableID {
    /// Eight upper-case hex digits, as Xcode writes them: the 32-bit FNV-1a hash of `name`'s UTF-8 bytes.
    static func hex(_ name: String) -> String {
        var hash: UInt32 = 0x811C_9DC5
        for byte in name.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        let digits = String(hash, radix: 16, uppercase: true)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
