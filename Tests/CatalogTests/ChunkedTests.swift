import Testing

@testable import CatalogFiles
@testable import CatalogText

/// The reader's records are kept in fixed chunks (issue 13): appending across chunk boundaries keeps
/// every element, in order.
@Suite("Chunked lists")
struct ChunkedTests {
    @Test(arguments: [0, 1, 4095, 4096, 4097, 10_000])
    func keepsEveryElementInOrder(_ count: Int) {
        var list = Chunked<String>()
        for number in 0..<count { list.append("item \(number)") }
        #expect(list.isEmpty == (count == 0))
        #expect(list.count == count)
        #expect(Array(list) == (0..<count).map { "item \($0)" })
    }
}
