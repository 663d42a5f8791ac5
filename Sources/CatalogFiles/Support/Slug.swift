import CatalogText

/// File-name-safe names: lowercase ASCII letters, digits and hyphens, never empty, at most 60 characters.
package enum Slug {
    package static func make(_ text: String) -> String {
        var result: [UInt8] = []
        var lastWasHyphen = true
        for scalar in text.unicodeScalars {
            if scalar.isASCII, let byte = UInt8(exactly: scalar.value), byte.isASCIILetterOrDigit {
                // ASCII letters lowercase by setting one bit.
                result.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
                lastWasHyphen = false
            } else if !lastWasHyphen {
                result.append(UInt8(ascii: "-"))
                lastWasHyphen = true
            }
            if result.count >= 60 { break }
        }
        while result.last == UInt8(ascii: "-") { result.removeLast() }
        return result.isEmpty ? "x" : String(decoding: result, as: UTF8.self)
    }

    /// Slugs for several names, made unique with "-2", "-3"... in the order given.
    ///
    /// Each base slug remembers the next number to try, so a thousand equal names cost a thousand
    /// steps, not half a million.
    package static func unique(_ names: [String]) -> [String] {
        var used = Set<String>()
        var nextCounter: [String: Int] = [:]
        return names.map { name in
            let base = make(name)
            var candidate = base
            var counter = nextCounter[base] ?? 2
            while used.contains(candidate) {
                candidate = "\(base)-\(counter)"
                counter += 1
            }
            nextCounter[base] = counter
            used.insert(candidate)
            return candidate
        }
    }
}

extension UInt8 {
    /// Whether the byte is an ASCII letter or digit.
    fileprivate var isASCIILetterOrDigit: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
    }
}
