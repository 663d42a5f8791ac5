/// A seeded random number generator (SplitMix64, Steele, Lea and Flood 2014) for the random tests: the same
/// seed gives the same numbers on every machine, so a random case is reproduced from its seed alone.
/// `catalog-bench`'s random differential uses it too: `Sources/catalog-bench/SplitMix.swift` is a symlink
/// to this file, one copy compiled into both targets.
public struct SplitMix: RandomNumberGenerator {
    private var state: UInt64

    /// A generator that starts from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next number of the sequence.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
