/// The `Host` names `serve` answers, against DNS rebinding: a web page the user visits elsewhere cannot
/// read the previews (unreleased products and prices) by pointing a name of its own at this machine.
///
/// Listening on a loopback address (127.0.0.1, `localhost`, ::1), only that address, `localhost` and
/// `[::1]` are answered; `--host` with another address adds that address. Listening on every address
/// (0.0.0.0 or ::), any IP address is answered too: a rebinding page needs a name of its own, never an
/// address. A name matches with or without the port, and with it only on the port listened on.
///
/// ```swift
/// let hosts = AllowedHosts(listeningOn: "127.0.0.1", port: 8000)
/// hosts.refusal(of: "localhost:8000")  // nil: answered
/// hosts.refusal(of: "evil.example")    // "Host \"evil.example\" is not this server; …"
/// ```
struct AllowedHosts: Sendable, Equatable {
    /// The names answered, lowercased, IPv6 addresses in brackets (`127.0.0.1`, `localhost`, `[::1]`).
    let names: Set<String>
    /// Whether any IP address is answered too (listening on every address).
    let anyAddress: Bool
    /// The port listened on.
    let port: UInt16

    /// The names answered by a server listening on `host` (as `--host` gives it) and `port`.
    init(listeningOn host: String, port: UInt16) {
        let address = host.lowercased() == "localhost" ? "127.0.0.1" : host.lowercased()
        names = ["localhost", "[::1]", Self.bracketed(address)]
        anyAddress = address == "0.0.0.0" || address == "::"
        self.port = port
    }

    /// Why a request with this `Host` header is refused, in one line, or nil when it is answered. (FlyingFox
    /// keeps the last of repeated headers; browsers send exactly one.)
    func refusal(of header: String?) -> String? {
        guard let value = header else { return "the request has no Host header" }
        let (name, givenPort) = Self.split(value.lowercased())
        if let givenPort, givenPort != String(port) {
            return "Host \"\(value)\" names port \(givenPort); this server listens on port \(port)"
        }
        if names.contains(name) || (anyAddress && Self.isAddress(name)) { return nil }
        let answered = names.sorted().joined(separator: ", ")
        return "Host \"\(value)\" is not this server; it answers \(answered)\(anyAddress ? " and IP addresses" : "")"
            + " (start it with --host to serve another address)"
    }

    /// `name` and its port, if any: `[::1]:8000` → (`[::1]`, `8000`), `localhost` → (`localhost`, nil).
    static func split(_ value: String) -> (name: String, port: String?) {
        if value.hasPrefix("["), let close = value.firstIndex(of: "]") {
            let name = String(value[...close])
            let rest = value[value.index(after: close)...]
            return rest.first == ":" ? (name, String(rest.dropFirst())) : (rest.isEmpty ? name : value, nil)
        }
        guard let colon = value.lastIndex(of: ":") else { return (value, nil) }
        return (String(value[..<colon]), String(value[value.index(after: colon)...]))
    }

    /// An IPv6 address in brackets, as a `Host` header writes it; anything else as it is.
    static func bracketed(_ address: String) -> String { address.contains(":") ? "[\(address)]" : address }

    /// Whether `name` is an IPv4 address (four decimal numbers up to 255) or a bracketed IPv6 address.
    static func isAddress(_ name: String) -> Bool {
        if name.hasPrefix("["), name.hasSuffix("]") {
            let inner = name.dropFirst().dropLast()
            return inner.contains(":") && inner.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
        }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy(isOctet)
    }

    /// One to three ASCII digits up to 255.
    private static func isOctet(_ part: Substring) -> Bool {
        (1...3).contains(part.count) && part.allSatisfy { $0.isASCII && $0.isNumber } && (Int(part) ?? 256) <= 255
    }
}
