/// Why `catalog-site serve` stops: a signal (Ctrl-C is SIGINT), or a server that could not start.
enum ServeStop: Sendable {
    /// SIGINT or SIGTERM arrived.
    case signal(Int32)
    /// The server could not listen; the message says why.
    case failure(String)
}
