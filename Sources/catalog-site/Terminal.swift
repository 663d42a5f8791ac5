import ArgumentParser
import Catalog

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing to the terminal: errors to standard error, in one place.
enum Terminal {
    /// Runs `body`; a thrown error is printed as `error: message (hint: ...)` and the command exits 1.
    static func orExit<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            printError(message(for: error))
            throw ExitCode.failure
        }
    }

    /// One line for any error: Catalog errors explain themselves.
    static func message(for error: any Error) -> String {
        if let explained = error as? any CatalogError { return explained.explanation }
        return String(describing: error)
    }

    static func printError(_ message: String) {
        StandardStream.error.write(Array("error: \(message)\n".utf8))
    }

    /// Whether standard error is a terminal, for progress lines.
    static var isInteractive: Bool { isatty(STDERR_FILENO) == 1 }
}
