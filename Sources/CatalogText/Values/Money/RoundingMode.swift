/// How a computed amount is rounded to the digits of its currency. Half-even is the default.
///
/// Amounts in Catalog are never negative, so `up` and `ceiling` agree, as do `down` and `floor`.
public enum RoundingMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// To the nearest; ties to the even digit (0.125 → 0.12, 0.135 → 0.14). ICU's default.
    case halfEven
    /// To the nearest; ties away from zero (0.125 → 0.13).
    case halfUp
    /// To the nearest; ties toward zero (0.125 → 0.12).
    case halfDown
    /// Away from zero (0.121 → 0.13).
    case up
    /// Toward zero, truncating (0.129 → 0.12). Never overstates.
    case down

    /// The ICU number skeleton stem.
    var skeleton: String {
        switch self {
        case .halfEven: "rounding-mode-half-even"
        case .halfUp: "rounding-mode-half-up"
        case .halfDown: "rounding-mode-half-down"
        case .up: "rounding-mode-up"
        case .down: "rounding-mode-down"
        }
    }
}
