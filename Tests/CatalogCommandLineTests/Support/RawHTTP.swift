import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A tiny HTTP client over a plain socket: sends request paths exactly as written (`/../`, `%2e%2e`), which
/// URL types would normalize, and reads event streams as they arrive.
enum RawHTTP {
    struct Response {
        let status: Int
        let head: String
        let body: String
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// A connected socket to `address`:`port` (an IPv4 address), reads timing out after `timeout` seconds.
    static func connect(port: UInt16, address: String = "127.0.0.1", timeout: Int = 30) throws -> Int32 {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(description: "socket() failed") }
        var socketAddress = sockaddr_in()
        socketAddress.sin_family = sa_family_t(AF_INET)
        socketAddress.sin_port = port.bigEndian
        socketAddress.sin_addr.s_addr = inet_addr(address)
        let connected = withUnsafePointer(to: &socketAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Foundation.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(descriptor)
            throw Failure(description: "cannot connect to \(address) port \(port)")
        }
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        return descriptor
    }

    /// Sends a GET of `path` (as written) with `Host: host` and reads the whole response.
    static func get(_ path: String, port: UInt16, host: String = "127.0.0.1") throws -> Response {
        try Self.request("GET \(path) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n", port: port)
    }

    /// Sends `request` (whole, as written) to `address`:`port` and reads the whole response.
    static func request(_ request: String, port: UInt16, address: String = "127.0.0.1") throws -> Response {
        let descriptor = try connect(port: port, address: address)
        defer { close(descriptor) }
        try send(request, to: descriptor)
        let path = request.split(separator: " ").dropFirst().first.map(String.init) ?? request
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = Foundation.read(descriptor, &buffer, buffer.count)
            if count <= 0 { break }
            data += buffer[0..<count]
        }
        let text = String(decoding: data, as: UTF8.self)
        guard let split = text.range(of: "\r\n\r\n") else { throw Failure(description: "no response to \(path)") }
        let head = String(text[..<split.lowerBound])
        let status = head.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return Response(status: status, head: head, body: String(text[split.upperBound...]))
    }

    static func send(_ text: String, to descriptor: Int32) throws {
        let bytes = Array(text.utf8)
        guard write(descriptor, bytes, bytes.count) == bytes.count else { throw Failure(description: "cannot send") }
    }

    /// Reads from `descriptor` until what arrived contains `marker` or `seconds` passed.
    /// - Returns: Everything read.
    static func read(_ descriptor: Int32, until marker: String, seconds: Double) -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while Date() < deadline {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 200) >= 0 else { break }
            if poller.revents == 0 { continue }
            let count = Foundation.read(descriptor, &buffer, buffer.count)
            if count <= 0 { break }
            data += buffer[0..<count]
            if String(decoding: data, as: UTF8.self).contains(marker) { break }
        }
        return String(decoding: data, as: UTF8.self)
    }
}
