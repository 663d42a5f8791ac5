/// File-name-safe names: lowercase ASCII letters, digits and hyphens, never empty, at most 60 characters.
package enum Slug {
    package static func make(_ text: String) -> String {
        var result = ""
        var lastWasHyphen = true
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                result.unicodeScalars.append(contentsOf: String(scalar).lowercased().unicodeScalars)
                lastWasHyphen = false
            } else if !lastWasHyphen {
                result.append("-")
                lastWasHyphen = true
            }
            if result.count >= 60 { break }
        }
        while result.hasSuffix("-") { result.removeLast() }
        return result.isEmpty ? "x" : result
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
