import CatalogText

/// The product ID rules of each store, with violations that name the rule, the character and its place.
///
/// ```swift
/// ProductIDRules.violations(of: "Pro Monthly", for: .googlePlay).first?.message
/// // "uppercase letter \"P\" at position 1: Google Play IDs use lowercase letters, digits, '_' and '.'"
/// ```
enum ProductIDRules {
    /// One broken rule.
    struct Violation: Sendable, Hashable {
        let store: Store
        let message: String
        /// The 1-based position of the offending character, when there is one.
        let position: Int?
    }

    /// The longest ID a store accepts.
    static func maximumLength(for store: Store) -> Int { store == .appStore ? 100 : 40 }

    /// Every rule of `store` that `id` breaks (at most one per rule, the first offending character).
    static func violations(of id: String, for store: Store) -> [Violation] {
        if isPlainValid(id, for: store) { return [] }
        let characters = Array(id)
        if characters.isEmpty { return [Violation(store: store, message: "the ID is empty", position: nil)] }
        var result = lengthViolation(characters, maximum: maximumLength(for: store), store: store)
        switch store {
        case .appStore:
            if let index = characters.firstIndex(where: {
                !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "_" || $0 == "-"))
            }) {
                result.append(
                    Violation(
                        store: store,
                        message:
                            "\(describe(characters[index])) at position \(index + 1): App Store IDs use letters, digits, '.', '_' and '-'",
                        position: index + 1))
            }
        case .googlePlay:
            result += playViolations(characters, punctuation: "_.", names: "IDs use lowercase letters, digits, '_' and '.'")
        }
        return result
    }

    /// Whether an ID is valid byte by byte, without splitting it into characters: every byte an allowed
    /// ASCII one (so each is a character of its own) and not too many. IDs that are not (rare) get the
    /// full check that describes what is wrong.
    private static func isPlainValid(_ id: String, for store: Store) -> Bool {
        let utf8 = id.utf8
        guard let first = utf8.first, utf8.count <= maximumLength(for: store) else { return false }
        func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        switch store {
        case .appStore:
            return utf8.allSatisfy { byte in
                isLower(byte) || isDigit(byte) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: ".")
                    || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
            }
        case .googlePlay:
            return (isLower(first) || isDigit(first))
                && utf8.allSatisfy { isLower($0) || isDigit($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") }
        }
    }

    /// Every rule of Google Play's base plan and offer IDs that `id` breaks: lowercase letters, digits and
    /// '-', starting with a letter or digit, at most 63 characters (Play: RFC 1034 labels).
    ///
    /// ```swift
    /// ProductIDRules.violations(ofPlayID: "Annual").first?.message
    /// // "uppercase letter \"A\" at position 1: Google Play IDs use lowercase letters, digits and '-'"
    /// ```
    static func violations(ofPlayID id: String) -> [Violation] {
        let characters = Array(id)
        if characters.isEmpty { return [Violation(store: .googlePlay, message: "the ID is empty", position: nil)] }
        return lengthViolation(characters, maximum: playIDMaximumLength, store: .googlePlay)
            + playViolations(characters, punctuation: "-", names: "IDs use lowercase letters, digits and '-'")
    }

    /// The longest base plan or offer ID Google Play accepts.
    static let playIDMaximumLength = 63

    /// The finding of an ID longer than `maximum`, if it is.
    private static func lengthViolation(_ characters: [Character], maximum: Int, store: Store) -> [Violation] {
        guard characters.count > maximum else { return [] }
        return [
            Violation(store: store, message: "\(characters.count) characters, more than the \(maximum) \(store.name) allows", position: nil)
        ]
    }

    /// Google Play's character rules: a lowercase ASCII letter or digit first, then those or `punctuation`.
    private static func playViolations(_ characters: [Character], punctuation: String, names: String) -> [Violation] {
        var result: [Violation] = []
        if let first = characters.first, !(first.isASCII && (first.isLowercase || first.isNumber)) {
            result.append(
                Violation(
                    store: .googlePlay,
                    message: "\(describe(first)) at position 1: Google Play IDs start with a lowercase letter or a digit",
                    position: 1))
        }
        if let index = characters.firstIndex(where: { !($0.isASCII && ($0.isLowercase || $0.isNumber || punctuation.contains($0))) }) {
            let what = characters[index].isUppercase ? "uppercase letter \"\(characters[index])\"" : describe(characters[index])
            result.append(
                Violation(store: .googlePlay, message: "\(what) at position \(index + 1): Google Play \(names)", position: index + 1))
        }
        return result
    }

    static func describe(_ character: Character) -> String {
        switch character {
        case " ": return "a space"
        case "\t": return "a tab"
        default:
            if character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control || $0.properties.generalCategory == .format }
            ) {
                return "the invisible character U+\(String(character.unicodeScalars.first?.value ?? 0, radix: 16, uppercase: true))"
            }
            return "\"\(character)\""
        }
    }
}
