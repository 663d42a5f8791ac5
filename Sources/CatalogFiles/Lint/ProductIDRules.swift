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
        var result: [Violation] = []
        let characters = Array(id)
        if characters.isEmpty { return [Violation(store: store, message: "the ID is empty", position: nil)] }
        if characters.count > maximumLength(for: store) {
            result.append(
                Violation(
                    store: store,
                    message: "\(characters.count) characters, more than the \(maximumLength(for: store)) \(store.name) allows",
                    position: nil))
        }
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
            if let first = characters.first, !(first.isASCII && (first.isLowercase || first.isNumber)) {
                result.append(
                    Violation(
                        store: store, message: "\(describe(first)) at position 1: Google Play IDs start with a lowercase letter or a digit",
                        position: 1))
            }
            if let index = characters.firstIndex(where: { !($0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "." || $0 == "_")) }) {
                let what = characters[index].isUppercase ? "uppercase letter \"\(characters[index])\"" : describe(characters[index])
                result.append(
                    Violation(
                        store: store,
                        message: "\(what) at position \(index + 1): Google Play IDs use lowercase letters, digits, '_' and '.'",
                        position: index + 1))
            }
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
