#if canImport(Glibc)
    import Glibc
#endif

/// The process's peak resident memory, resettable between cases on Linux.
enum PeakMemory {
    /// Resets the kernel's high-water mark (VmHWM) to the current resident size.
    static func reset() {
        #if os(Linux)
            if let file = fopen("/proc/self/clear_refs", "w") {
                fputs("5", file)
                fclose(file)
            }
        #endif
    }

    /// The peak resident set size since the last reset, in MiB.
    static func megabytes() -> Double {
        #if os(Linux)
            guard let file = fopen("/proc/self/status", "r") else { return 0 }
            defer { fclose(file) }
            var line = [CChar](repeating: 0, count: 256)
            while fgets(&line, Int32(line.count), file) != nil {
                let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                if text.hasPrefix("VmHWM:") {
                    let digits = text.filter(\.isNumber)
                    return (Double(digits) ?? 0) / 1024
                }
            }
        #endif
        return 0
    }
}
