import FlyingSocks
import Foundation

/// The open Server-Sent Events connections of `serve`'s pages; each rebuild sends them a `reload` event.
final class ReloadEvents: @unchecked Sendable {
    private let lock = NSLock()
    private var listeners: [UUID: AsyncStream<[UInt8]>.Continuation] = [:]

    /// The event that makes a page reload.
    static let reload = Array("event: reload\ndata: reload\n\n".utf8)
    /// A comment line: keeps idle connections open and finds closed ones.
    static let keepAlive = Array(": keep-alive\n\n".utf8)

    /// A new connection's stream of event bytes, starting with the reconnection delay and, when `reload` is
    /// set, a `reload` event at once (the page is older than the current build).
    func subscribe(reload: Bool) -> EventBytes {
        let id = UUID()
        let (stream, continuation) = AsyncStream<[UInt8]>.makeStream(bufferingPolicy: .bufferingNewest(8))
        continuation.yield(Array("retry: 1000\n: connected\n\n".utf8))
        if reload { continuation.yield(Self.reload) }
        continuation.onTermination = { [weak self] _ in self?.remove(id) }
        lock.withLock { listeners[id] = continuation }
        return EventBytes(stream: stream)
    }

    /// The number of open connections.
    var count: Int { lock.withLock { listeners.count } }

    /// Sends `bytes` to every open connection.
    func send(_ bytes: [UInt8]) {
        let current = lock.withLock { listeners }
        for (id, continuation) in current {
            if case .terminated = continuation.yield(bytes) { remove(id) }
        }
    }

    /// Ends every stream (the server is stopping).
    func finishAll() {
        let current = lock.withLock {
            let all = listeners
            listeners = [:]
            return all
        }
        for continuation in current.values { continuation.finish() }
    }

    private func remove(_ id: UUID) {
        _ = lock.withLock { listeners.removeValue(forKey: id) }
    }
}
