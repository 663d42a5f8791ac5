import CatalogText

/// An append-only list kept in fixed-size chunks: appending never moves what is stored, so a list of
/// hundreds of thousands of records (a reader's positions) costs its own size in memory, not the
/// copies an array makes each time it doubles.
struct Chunked<Element>: Sequence {
    /// The elements per chunk.
    private static var chunkSize: Int { 4096 }

    private var chunks: [[Element]] = []

    /// Whether nothing was appended.
    var isEmpty: Bool { chunks.isEmpty }

    /// The number of elements.
    var count: Int { chunks.reduce(0) { $0 + $1.count } }

    /// Adds an element at the end (moved in, not copied).
    @inline(__always)
    mutating func append(_ element: consuming Element) {
        if chunks.isEmpty || chunks[chunks.count - 1].count == Self.chunkSize {
            var chunk: [Element] = []
            chunk.reserveCapacity(Self.chunkSize)
            chunks.append(chunk)
        }
        chunks[chunks.count - 1].append(consume element)
    }

    /// Adds another list's elements at the end, in their order, by taking its chunks (a chunk before the last
    /// may then be less than full).
    mutating func append(contentsOf other: Chunked) {
        chunks += other.chunks
    }

    /// The elements in the order they were appended.
    func makeIterator() -> FlattenSequence<[[Element]]>.Iterator { chunks.joined().makeIterator() }
}

extension Chunked: Sendable where Element: Sendable {}
