import Foundation

/// The start-up failure, set by the server's task and read once the main thread is woken.
final class FailureBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: String?

    var message: String? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
