import ArgumentParser

/// How `serve` notices changes (`--watch`).
enum WatchMode: String, CaseIterable, ExpressibleByArgument, Sendable {
    /// inotify on Linux, polling where it is unavailable or fails.
    case auto
    /// Polling twice a second: for folders on network file systems, whose changes inotify does not see.
    case poll
}
