import FlyingSocks

/// One connection's events as the buffered byte sequence FlyingFox streams as a chunked response body:
/// each event is sent as soon as it is produced.
struct EventBytes: AsyncBufferedSequence {
    typealias Element = UInt8

    let stream: AsyncStream<[UInt8]>

    func makeAsyncIterator() -> Iterator { Iterator(events: stream.makeAsyncIterator()) }

    /// Hands out one event's bytes at a time.
    struct Iterator: AsyncBufferedIteratorProtocol {
        var events: AsyncStream<[UInt8]>.Iterator
        var pending: ArraySlice<UInt8> = []

        mutating func next() async -> UInt8? {
            if pending.isEmpty {
                guard let event = await events.next() else { return nil }
                pending = event[...]
            }
            return pending.popFirst()
        }

        mutating func nextBuffer(suggested count: Int) async -> [UInt8]? {
            if pending.isEmpty {
                guard let event = await events.next() else { return nil }
                pending = event[...]
            }
            let chunk = pending.prefix(Swift.max(1, count))
            pending = pending.dropFirst(chunk.count)
            return Array(chunk)
        }
    }
}
