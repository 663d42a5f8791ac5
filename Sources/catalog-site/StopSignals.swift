import ArgumentParser
import Dispatch
import Foundation

/// SIGINT (Ctrl-C) and SIGTERM, caught while a command runs: the first asks the command to stop (it
/// cancels its work and cleans up, then exits with ``exitCode``, 130 or 143); a second one exits at once.
///
/// ```swift
/// let cancellation = BuildCancellation()
/// let stop = StopSignals { _ in cancellation.cancel() }
/// // … the work, which notices the cancellation …
/// if let code = stop.exitCode { throw code }
/// ```
///
/// `@unchecked Sendable`: not a lock box but confined to a serial queue (`caught` is read and written on
/// `queue` only), and it keeps its Dispatch signal sources, which are not `Sendable`.
final class StopSignals: @unchecked Sendable {
    /// Handles the signals and guards `caught`.
    private let queue = DispatchQueue(label: "catalog-site.stop-signals")
    private var sources: [any DispatchSourceSignal] = []
    /// The first signal, set once on `queue`.
    private var caught: Int32?

    /// Catches SIGINT and SIGTERM from now on (their default action, ending the process at once, is off);
    /// `onStop` runs once, on a background queue, with the first of them.
    init(onStop: @escaping @Sendable (Int32) -> Void) {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            // The source holds this object until the process ends: it is made once per command.
            source.setEventHandler {
                guard self.caught == nil else {
                    // Asked twice: stop now, whatever is left (the next build removes a staging folder).
                    StandardStream.error.write("\nstopped at once\n")
                    _exit(128 + number)
                }
                self.caught = number
                onStop(number)
            }
            source.resume()
            sources.append(source)
        }
    }

    /// The first signal caught, or nil.
    var caughtSignal: Int32? { queue.sync { caught } }

    /// The status of a command stopped by a signal: 128 + the signal, as a shell reports a command the
    /// signal ended (130 for SIGINT, 143 for SIGTERM); nil when none was caught.
    var exitCode: ExitCode? { caughtSignal.map { ExitCode(128 + $0) } }
}
