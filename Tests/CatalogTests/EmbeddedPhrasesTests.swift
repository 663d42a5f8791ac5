import Foundation
import Testing

@testable import CatalogFiles
@testable import CatalogText

/// The phrases are embedded in the library at build time: byte for byte the resource file.
@Suite("Embedded phrases")
struct EmbeddedPhrasesTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources/Localizable/Localizable.xcstrings")

    @Test func embeddedTextIsTheResourceFile() throws {
        let text = try #require(EmbeddedResources.text(named: "Localizable.xcstrings"))
        #expect(Data(text.utf8) == (try Data(contentsOf: Self.file)))
        #expect(EmbeddedResources.names == ["Localizable.xcstrings"])
        #expect(try StringCatalog.bundled() == StringCatalog(data: Data(contentsOf: Self.file)))
    }

    @Test func aMissingResourceIsAnErrorNotATrap() {
        #expect(EmbeddedResources.text(named: "Missing.xcstrings") == nil)
        #expect {
            _ = try StringCatalog.embedded(named: "Missing.xcstrings")
        } throws: { error in
            (error as? PhraseError)?.explanation
                == "the phrases (Missing.xcstrings) were not embedded when Catalog was built (hint: rebuild the package: the EmbedResources plugin embeds Resources/Localizable/Missing.xcstrings)"
        }
    }
}
