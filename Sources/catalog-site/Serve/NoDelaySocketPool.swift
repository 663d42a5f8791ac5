import FlyingSocks

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// FlyingFox's socket pool, with Nagle's algorithm turned off on every socket it waits for: the listening
/// socket (whose connections inherit the setting on Linux) and each connection.
///
/// FlyingFox writes a response's head and its body in two writes. With Nagle's algorithm the body waits
/// until the client acknowledges the head, which clients delay by up to 40 ms, so every request after the
/// first on a kept-alive connection (browsers, `wrk`) took 40–50 ms however small the page.
struct NoDelaySocketPool<Base: AsyncSocketPool>: AsyncSocketPool {
    let base: Base

    func prepare() async throws { try await base.prepare() }

    func run() async throws { try await base.run() }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        var on: Int32 = 1
        // Fails harmlessly on sockets that are not TCP.
        _ = setsockopt(socket.file.rawValue, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        try await base.suspendSocket(socket, untilReadyFor: events)
    }
}
