import CatalogText
import FlyingSocks
import Foundation

/// The open Server-Sent Events connections of `serve`'s pages; each rebuild sends them a `reload` event.
final class ReloadEvents: Sendable {
    private let listeners = Locked<[UUID: AsyncStream<[UInt8]>.Continuation]>([:])

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
        listeners.withLock { $0[id] = continuation }
        return EventBytes(stream: stream)
    }

    /// The number of open connections.
    var count: Int { listeners.withLock { $0.count } }

    /// Sends `bytes` to every open connection.
    func send(_ bytes: [UInt8]) {
        let current = listeners.withLock { $0 }
        for (id, continuation) in current {
            if case .terminated = continuation.yield(bytes) { remove(id) }
        }
    }

    /// Ends every stream (the server is stopping).
    func finishAll() {
        let current = listeners.withLock {
            let all = $0
            $0 = [:]
            return all
        }
        for continuation in current.values { continuation.finish() }
    }

    private func remove(_ id: UUID) {
        _ = listeners.withLock { $0.removeValue(forKey: id) }
    }
}
