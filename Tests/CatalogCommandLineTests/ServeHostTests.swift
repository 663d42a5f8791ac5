import CatalogSite
import CatalogTestSupport
import Foundation
import Testing

@testable import catalog_site

/// `serve` against DNS rebinding and other requests it must refuse, over real HTTP: only its own `Host`
/// names are answered (403 with a one-line reason otherwise), only GET and HEAD (405), and only files of
/// the site (404, in `ServeTests`).
@Suite("catalog-site serve: Host header and methods", .serialized, .removesTemporaryFolders)
struct ServeHostTests {
    @Test func aLoopbackServerAnswersItsAddressLocalhostAndIPv6Loopback() async throws {
        let served = try await ServeTests.serve()
        defer { Task { await served.server.stop() } }
        let port = served.port
        for host in ["127.0.0.1", "127.0.0.1:\(port)", "localhost", "localhost:\(port)", "LocalHost:\(port)", "[::1]", "[::1]:\(port)"] {
            let response = try await served.get("/", host: host)
            #expect(response.status == 200, "\(host)")
            #expect(response.body.contains("EventSource"), "\(host)")
        }
    }

    @Test func otherHostsGet403WithAOneLineReason() async throws {
        let served = try await ServeTests.serve()
        defer { Task { await served.server.stop() } }
        let port = served.port
        let refused = [
            "evil.example", "evil.example:\(port)", "127.0.0.1.evil.example", "localhost.evil.example:\(port)", "127.0.0.1:1",
            "localhost:\(port + 1)", "[::1]:80", "192.168.1.5", "0.0.0.0", "[::2]", "", "127.0.0.1:\(port)x",
        ]
        for host in refused {
            let response = try await served.get("/", host: host)
            #expect(response.status == 403, "\(host)")
            #expect(response.head.contains("Content-Type: text/plain; charset=utf-8"), "\(host)")
            #expect(response.body.hasPrefix("403 Forbidden: Host \""), "\(host)")
            #expect(response.body.hasSuffix("\n") && response.body.dropLast().contains("\n") == false, "\(host)")
            #expect(!response.body.contains("Go Pro"), "\(host)")
        }
        #expect(
            try await served.get("/", host: "evil.example").body
                == "403 Forbidden: Host \"evil.example\" is not this server; it answers 127.0.0.1, [::1], localhost"
                + " (start it with --host to serve another address)\n")
        #expect(
            try await served.get("/", host: "localhost:1").body
                == "403 Forbidden: Host \"localhost:1\" names port 1; this server listens on port \(port)\n")
    }

    @Test func requestsWithoutAHostOrWithAnotherOneLastAreRefused() async throws {
        let served = try await ServeTests.serve()
        defer { Task { await served.server.stop() } }
        let missing = try await served.request("GET / HTTP/1.0\r\n\r\n")
        #expect(missing.status == 403)
        #expect(missing.body == "403 Forbidden: the request has no Host header\n")
        let twice = try await served.request("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n")
        #expect(twice.status == 403)
        #expect(twice.body.hasPrefix("403 Forbidden: Host \"evil.example\" is not this server"))
    }

    @Test func pagesTheEventStreamAndOtherMethodsAreRefusedToOtherHosts() async throws {
        let served = try await ServeTests.serve()
        defer { Task { await served.server.stop() } }
        for path in ["/" + served.page, "/assets/paywall.css", "/_catalog-site/events?since=0", "/no-such-page.html"] {
            #expect(try await served.get(path, host: "evil.example").status == 403, "\(path)")
        }
        let post = "POST / HTTP/1.1\r\nHost: evil.example\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
        #expect(try await served.request(post).status == 403)
    }

    @Test(arguments: ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"])
    func methodsOtherThanGetAndHeadGet405(method: String) async throws {
        let served = try await ServeTests.serve()
        defer { Task { await served.server.stop() } }
        let response = try await served.request(
            "\(method) /index.html HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}")
        #expect(response.status == 405)
        #expect(response.head.contains("Allow: GET, HEAD"))
        #expect(!response.body.contains("Go Pro"))
    }

    @Test func headAnswersWithoutABody() async throws {
        let served = try await ServeTests.serve()
        defer { Task { await served.server.stop() } }
        let response = try await served.request("HEAD / HTTP/1.1\r\nHost: localhost:PORT\r\nConnection: close\r\n\r\n")
        #expect(response.status == 200)
        #expect(response.body.isEmpty)
    }

    /// `--host` with another address adds that address to the names answered.
    @Test func anotherAddressIsAnsweredWhenListenedOn() async throws {
        let served = try await ServeTests.serve(host: "127.0.0.2")
        defer { Task { await served.server.stop() } }
        let port = served.port
        func get(_ host: String) async throws -> Int {
            try await ServeTests.blocking {
                try RawHTTP.request("GET / HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n", port: port, address: "127.0.0.2")
            }.status
        }
        #expect(try await get("127.0.0.2:\(port)") == 200)
        #expect(try await get("localhost") == 200)
        #expect(try await get("127.0.0.1") == 403)
        #expect(try await get("evil.example") == 403)
    }

    /// Listening on every address, any IP address is answered (a rebinding page needs a name of its own).
    @Test func everyAddressAnswersIPAddressesButNoOtherName() async throws {
        let served = try await ServeTests.serve(host: "0.0.0.0")
        defer { Task { await served.server.stop() } }
        for host in ["192.168.1.5:\(served.port)", "10.0.0.7", "127.0.0.1", "localhost", "[fe80::1]:\(served.port)"] {
            #expect(try await served.get("/", host: host).status == 200, "\(host)")
        }
        for host in ["evil.example", "192.168.1.5.nip.io", "1.2.3.4.5", "256.1.1.1", "[evil]"] {
            #expect(try await served.get("/", host: host).status == 403, "\(host)")
        }
    }
}
