#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output or standard error, written with `write(2)`: unbuffered, so the caller decides
/// when bytes leave, and free of C's shared `FILE *` globals.
struct StandardStream: Sendable {
    let descriptor: Int32

    static let output = StandardStream(descriptor: STDOUT_FILENO)
    static let error = StandardStream(descriptor: STDERR_FILENO)

    /// Writes every byte, retrying after partial writes and interruptions.
    func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            guard var pointer = buffer.baseAddress else { return }
            var remaining = buffer.count
            while remaining > 0 {
                #if canImport(Glibc)
                    let written = Glibc.write(descriptor, pointer, remaining)
                #else
                    let written = Darwin.write(descriptor, pointer, remaining)
                #endif
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                remaining -= written
                pointer += written
            }
        }
    }

    func write(_ text: String) { write(Array(text.utf8)) }
}
