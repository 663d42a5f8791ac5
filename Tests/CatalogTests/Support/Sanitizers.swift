#if canImport(Glibc)
    import Glibc
#endif

/// Whether this test process runs under AddressSanitizer or ThreadSanitizer (`swift test --sanitize=…`,
/// as `.ci/run` runs the tests): their runtimes define `__asan_init` and `__tsan_init`. Swift has no
/// compile-time condition for it.
enum Sanitizers {
    static let areRunning: Bool = {
        let process = dlopen(nil, RTLD_NOW)
        defer { if let process { dlclose(process) } }
        return dlsym(process, "__asan_init") != nil || dlsym(process, "__tsan_init") != nil
    }()
}
