import Dispatch
import Testing

@testable import CatalogFiles
@testable import CatalogText

/// Formatting copy holds no process-wide lock: only opening ICU objects takes CICU's opens lock, so page
/// renderers format copy in parallel (each format call uses an instance of its own from the message's pool).
@Suite("MessageFormat: formatting does not wait for opens")
struct MessageFormatLockTests {
    @Test func anOpenedMessageFormatsWhileTheOpensLockIsHeld() throws {
        let message = try MessageFormat("{n, plural, one {# Tag} other {# Tage}} gratis, dann {price}", locale: LocaleID("de_DE"))
        #expect(try message.format(["n": .number(1), "price": .text("4,99 €")]) == "1 Tag gratis, dann 4,99 €")
        let done = DispatchSemaphore(value: 0)
        let waited = ICUOpens.withLockHeld { () -> DispatchTimeoutResult in
            DispatchQueue.global().async {
                _ = try? message.format(["n": .number(21), "price": .text("4,99 €")])
                done.signal()
            }
            return done.wait(timeout: .now() + 20)
        }
        if waited == .timedOut { done.wait() }
        #expect(waited == .success, "a format call waited for the opens lock")
    }
}
