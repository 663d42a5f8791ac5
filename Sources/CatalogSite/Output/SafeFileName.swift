/// File and folder names that are safe whatever the product IDs, paywall IDs and locales are:
/// lowercase ASCII letters, digits and hyphens, never empty, never `.` or `..`, at most 60 characters.
enum SafeFileName {
    static func slug(_ text: String) -> String {
        var result = ""
        var lastWasHyphen = true
        for scalar in text.unicodeScalars {
            let character = Character(scalar)
            if scalar.isASCII, character.isLetter || character.isNumber {
                result.append(character.lowercased().first ?? character)
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
    static func uniqueSlugs(_ names: [String]) -> [String] {
        var used = Set<String>()
        return names.map { name in
            let base = slug(name)
            var candidate = base
            var counter = 2
            while used.contains(candidate) {
                candidate = "\(base)-\(counter)"
                counter += 1
            }
            used.insert(candidate)
            return candidate
        }
    }

    /// A locale's page name: its BCP 47 tag, which only holds letters, digits and hyphens.
    static func page(for tag: String) -> String { slug(tag) + ".html" }
}
