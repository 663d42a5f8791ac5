import Foundation

/// Writes a phone-sized PNG of each page through headless Chromium (Debian package `chromium`).
struct Screenshotter {
    /// The window size: a 375 × 812 phone. Chromium lays pages out at least 500 px wide; the theme puts
    /// the phone frame at the left edge on narrow viewports, so the 375-px capture shows the whole frame.
    static let windowSize = "375,812"

    /// The path of the first Chromium on `PATH`, or nil when none is installed.
    static func chromium() -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for directory in paths {
                let candidate = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }

    /// The path of Chromium; checked before a build with screenshots starts, so it fails before any work.
    @discardableResult
    static func requireChromium() throws(StepFailure) -> String {
        guard let browser = chromium() else {
            throw StepFailure(path: "chromium", reason: .chromiumMissing)
        }
        return browser
    }

    /// Captures every page; the PNG sits next to its page (`de-de.html` → `de-de.png`).
    /// - Parameter cancellation: Once cancelled, no further page is captured.
    func capture(_ pages: [String], in site: URL, cancellation: BuildCancellation? = nil) throws(StepFailure) -> [String] {
        let browser = try Self.requireChromium()
        var written: [String] = []
        for page in pages where cancellation?.isCancelled != true {
            let html = site.appendingPathComponent(page)
            let png = html.deletingPathExtension().appendingPathExtension("png")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: browser)
            process.arguments = [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=\(Self.windowSize)",
                "--screenshot=\(png.path)", html.absoluteString,
            ]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            do { try process.run() } catch {
                throw StepFailure(path: browser, reason: .chromiumDidNotStart(error))
            }
            process.waitUntilExit()
            guard process.terminationStatus == 0, FileManager.default.fileExists(atPath: png.path) else {
                throw StepFailure(path: page, reason: .chromiumFailed(status: process.terminationStatus))
            }
            written.append((page as NSString).deletingPathExtension + ".png")
        }
        return written
    }
}
