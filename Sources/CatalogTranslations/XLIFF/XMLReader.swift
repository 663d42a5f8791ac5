import Catalog

/// A strict, small XML 1.0 reader for translation files: elements, attributes, text, character and the
/// five predefined entity references, CDATA, comments and processing instructions, with the line and
/// column of every element.
///
/// A document type declaration is refused (translation files have none, and refusing it rules out
/// entity expansion attacks). Namespaces are not resolved: names are compared as written.
struct XMLReader {
    private let scalars: [Unicode.Scalar]
    private let lines: [Int32]
    private let columns: [Int32]
    private var index = 0

    /// Reads a document.
    /// - Throws: `XMLSyntaxError` with the position of the first problem.
    static func parse(_ bytes: [UInt8]) throws(XMLSyntaxError) -> XMLElement {
        var reader = try XMLReader(bytes: bytes)
        return try reader.document()
    }

    private init(bytes: [UInt8]) throws(XMLSyntaxError) {
        var scalars: [Unicode.Scalar] = [], lines: [Int32] = [], columns: [Int32] = []
        scalars.reserveCapacity(bytes.count)
        var line: Int32 = 1, column: Int32 = 1
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var first = true, afterCarriageReturn = false
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if first, scalar == "\u{FEFF}" {
                    first = false
                    continue
                }
                first = false
                // End-of-line handling (XML 1.0 §2.11): CR LF and a lone CR are read as LF.
                if scalar == "\n", afterCarriageReturn {
                    afterCarriageReturn = false
                    continue
                }
                afterCarriageReturn = scalar == "\r"
                guard XMLEscaping.isAllowed(scalar) else {
                    let code = String(scalar.value, radix: 16, uppercase: true)
                    throw XMLSyntaxError(
                        message: "the character U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code) is not allowed in XML",
                        location: Diagnostic.Location(line: Int(line), column: Int(column)))
                }
                scalars.append(scalar == "\r" ? "\n" : scalar)
                lines.append(line)
                columns.append(column)
                if scalar == "\n" || scalar == "\r" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .emptyInput: break loop
            case .error:
                throw XMLSyntaxError(
                    message: "the file is not valid UTF-8", location: Diagnostic.Location(line: Int(line), column: Int(column)))
            }
        }
        self.scalars = scalars
        self.lines = lines
        self.columns = columns
    }

    private var here: Diagnostic.Location {
        if index < scalars.count { return Diagnostic.Location(line: Int(lines[index]), column: Int(columns[index])) }
        guard let line = lines.last, let column = columns.last else { return .start }
        return Diagnostic.Location(line: Int(line), column: Int(column) + 1)
    }

    private func fail(_ message: String, at location: Diagnostic.Location? = nil) -> XMLSyntaxError {
        XMLSyntaxError(message: message, location: location ?? here)
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func looking(at text: String) -> Bool {
        var position = index
        for scalar in text.unicodeScalars {
            guard position < scalars.count, scalars[position] == scalar else { return false }
            position += 1
        }
        return true
    }

    private mutating func skip(_ text: String) { index += text.unicodeScalars.count }

    private mutating func expect(_ text: String, _ what: String) throws(XMLSyntaxError) {
        guard looking(at: text) else { throw fail("expected \(what)\(found)") }
        skip(text)
    }

    private var found: String {
        guard let current else { return ", found the end of the file" }
        return current == "\n" ? ", found a line break" : ", found \"\(current)\""
    }

    private mutating func skipSpace() -> Bool {
        let start = index
        while let current, current == " " || current == "\t" || current == "\n" { index += 1 }
        return index > start
    }

    private mutating func document() throws(XMLSyntaxError) -> XMLElement {
        try misc()
        guard current == "<" else { throw fail("expected the root element\(found)") }
        let root = try element()
        try misc()
        if current != nil { throw fail("unexpected content after the root element </\(root.name)>") }
        return root
    }

    /// Whitespace, comments and processing instructions around the root element.
    private mutating func misc() throws(XMLSyntaxError) {
        while true {
            _ = skipSpace()
            if looking(at: "<?") {
                try processingInstruction()
            } else if looking(at: "<!--") {
                try comment()
            } else if looking(at: "<!DOCTYPE") {
                throw fail("a document type declaration (<!DOCTYPE>) is not allowed in a translation file")
            } else {
                return
            }
        }
    }

    private mutating func processingInstruction() throws(XMLSyntaxError) {
        let start = here
        skip("<?")
        while current != nil, !looking(at: "?>") { index += 1 }
        guard current != nil else { throw fail("the processing instruction is not closed with ?>", at: start) }
        skip("?>")
    }

    private mutating func comment() throws(XMLSyntaxError) {
        let start = here
        skip("<!--")
        while current != nil, !looking(at: "--") { index += 1 }
        guard looking(at: "-->") else {
            throw current == nil ? fail("the comment is not closed with -->", at: start) : fail("\"--\" is not allowed inside a comment")
        }
        skip("-->")
    }

    private static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar == "_" || scalar == ":"
    }

    private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isNameStart(scalar) || scalar == "-" || scalar == "." || scalar.properties.numericType != nil || scalar == "\u{B7}"
    }

    private mutating func name(_ what: String) throws(XMLSyntaxError) -> String {
        guard let first = current, Self.isNameStart(first) else { throw fail("expected \(what)\(found)") }
        var name = ""
        while let scalar = current, Self.isNameCharacter(scalar) {
            name.unicodeScalars.append(scalar)
            index += 1
        }
        return name
    }

    private mutating func element() throws(XMLSyntaxError) -> XMLElement {
        let start = here
        skip("<")
        let name = try name("an element name")
        var attributes: [String: String] = [:]
        while true {
            let spaced = skipSpace()
            if looking(at: "/>") {
                skip("/>")
                return XMLElement(name: name, attributes: attributes, children: [], location: start)
            }
            if current == ">" {
                index += 1
                break
            }
            guard spaced else { throw fail("expected whitespace, \">\" or \"/>\" in the start tag of <\(name)>\(found)") }
            let attributeStart = here
            let attribute = try self.name("an attribute name, \">\" or \"/>\"")
            _ = skipSpace()
            try expect("=", "\"=\" after the attribute \(attribute)")
            _ = skipSpace()
            let value = try attributeValue(attribute)
            if attributes.updateValue(value, forKey: attribute) != nil {
                throw fail("the attribute \(attribute) appears twice in <\(name)>", at: attributeStart)
            }
        }
        let children = try content(of: name, start: start)
        return XMLElement(name: name, attributes: attributes, children: children, location: start)
    }

    private mutating func attributeValue(_ attribute: String) throws(XMLSyntaxError) -> String {
        guard let quote = current, quote == "\"" || quote == "'" else {
            throw fail("expected a quoted value for the attribute \(attribute)\(found)")
        }
        let start = here
        index += 1
        var value = ""
        while let scalar = current, scalar != quote {
            switch scalar {
            case "<": throw fail("\"<\" is not allowed in an attribute value; write &lt;")
            case "&": value += try reference()
            case "\t", "\n":  // attribute-value normalisation (XML 1.0 §3.3.3)
                value += " "
                index += 1
            default:
                value.unicodeScalars.append(scalar)
                index += 1
            }
        }
        guard current != nil else { throw fail("the value of the attribute \(attribute) is not closed", at: start) }
        index += 1
        return value
    }

    /// An entity or character reference, from its `&`.
    private mutating func reference() throws(XMLSyntaxError) -> String {
        let start = here
        index += 1
        var body = ""
        while let scalar = current, scalar != ";", body.unicodeScalars.count < 12 {
            body.unicodeScalars.append(scalar)
            index += 1
        }
        guard current == ";" else { throw fail("\"&\" must start a reference such as &amp; (a literal & is written &amp;)", at: start) }
        index += 1
        switch body {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            var digits = Substring(body)
            var radix = 10
            guard digits.first == "#" else { throw fail("unknown entity &\(body); (XML knows &amp; &lt; &gt; &quot; &apos;)", at: start) }
            digits = digits.dropFirst()
            if digits.first == "x" {
                radix = 16
                digits = digits.dropFirst()
            }
            guard let value = UInt32(digits, radix: radix), let scalar = Unicode.Scalar(value), XMLEscaping.isAllowed(scalar) else {
                throw fail("&\(body); is not a character XML allows", at: start)
            }
            return String(Character(scalar))
        }
    }

    private mutating func content(of name: String, start: Diagnostic.Location) throws(XMLSyntaxError) -> [XMLElement.Child] {
        var children: [XMLElement.Child] = []
        var text = ""
        func flush() {
            if !text.isEmpty { children.append(.text(text)) }
            text = ""
        }
        while true {
            guard let scalar = current else { throw fail("the file ends while <\(name)> (opened at \(start)) is still open") }
            if looking(at: "</") {
                let closing = here
                skip("</")
                let end = try self.name("an element name")
                guard end == name else {
                    throw fail("</\(end)> closes <\(name)> (opened at \(start))", at: closing)
                }
                _ = skipSpace()
                try expect(">", "\">\" to end </\(end)>")
                flush()
                return children
            } else if looking(at: "<!--") {
                try comment()
            } else if looking(at: "<![CDATA[") {
                let cdata = here
                skip("<![CDATA[")
                while current != nil, !looking(at: "]]>") {
                    text.unicodeScalars.append(scalars[index])
                    index += 1
                }
                guard current != nil else { throw fail("the CDATA section is not closed with ]]>", at: cdata) }
                skip("]]>")
            } else if looking(at: "<?") {
                try processingInstruction()
            } else if scalar == "<" {
                flush()
                children.append(.element(try element()))
            } else if scalar == "&" {
                text += try reference()
            } else if looking(at: "]]>") {
                throw fail("\"]]>\" is not allowed in text; write ]]&gt;")
            } else {
                text.unicodeScalars.append(scalar)
                index += 1
            }
        }
    }
}
