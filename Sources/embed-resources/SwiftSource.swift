/// The Swift source of the generated `EmbeddedResources` enum.
enum SwiftSource {
    /// An internal enum whose `text(named:)` returns each file's text, exactly.
    static func embedding(_ files: [(name: String, text: String)], from paths: [String]) -> String {
        let sorted = files.sorted { $0.name < $1.name }
        var source = """
            // Generated at build time by the EmbedResources plugin from:
            \(paths.sorted().map { "//   \($0)" }.joined(separator: "\n"))
            // Edit those files, not this one.

            /// Text files embedded in this module when it was built, so that no resource bundle has to sit
            /// next to the executable.
            enum EmbeddedResources {
                /// The names of the embedded files, sorted.
                static let names: [String] = [\(sorted.map { literal($0.name) }.joined(separator: ", "))]

                /// The text of the embedded file `name` ("page.mustache"), or `nil` when no such file was embedded.
                static func text(named name: String) -> String? {
                    switch name {

            """
        for file in sorted {
            source += "        case \(literal(file.name)): \(literal(file.text))\n"
        }
        source += """
                    default: nil
                    }
                }
            }

            """
        return source
    }

    /// A one-line Swift string literal whose value is exactly `text`.
    static func literal(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + text.utf8.count / 8 + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
