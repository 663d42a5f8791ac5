import Catalog
import Foundation

extension SiteError {
    /// Why a build failed. Every message and hint `catalog-site build` prints for a failure is written
    /// here, in ``message`` and ``hint``, and never where the error is thrown.
    public enum Reason: Sendable {
        /// Catalog files that cannot be read as catalogs; the diagnostics say why.
        case unreadableCatalogs([Diagnostic])
        /// Lint findings that stop a `--strict` build.
        case strictFindings([Diagnostic])
        /// The one input path that cannot be used: missing, not a catalog, or a folder without catalogs.
        case unusableInput(Diagnostic)
        /// Several input paths that cannot be used, one diagnostic each.
        case unusableInputs([Diagnostic])
        /// Problems of the theme's templates, each rendered with its offending line.
        case themeProblems([String])
        /// `--theme` names something that is not a folder.
        case themeNotAFolder
        /// The theme folder cannot be listed.
        case themeFolderUnreadable
        /// A theme file cannot be read.
        case themeFileUnreadable
        /// A theme file is not UTF-8 text.
        case themeFileNotUTF8
        /// A file of the default theme was not embedded when CatalogSite was built.
        case defaultThemeFileMissing
        /// A template the build renders is not in the theme.
        case templateMissing
        /// `--locales` was given an empty list.
        case emptyLocaleList
        /// A locale of `--locales` is not valid.
        case invalidLocale(LocaleError)
        /// The formatters of a locale cannot be opened.
        case localeUnavailable(any Error)
        /// A page's locale has no formatters.
        case noFormatters(LocaleID)
        /// A page cannot be built.
        case pageFailed(any Error)
        /// ``SiteBuilder/pageHTML(paywall:locale:catalog:)`` was asked for a page the build does not make
        /// (the paywall, the locale's tag, and every page built as "paywall locale").
        case noSuchPage(paywall: String, locale: String, pages: [String])
        /// The output folder (resolved path given) holds the current or the home folder.
        case outputHoldsWorkingFolders(String)
        /// The output folder holds an input (path given).
        case outputContainsInput(String)
        /// A file stands where the output folder should be.
        case outputIsAFile
        /// The output folder exists and is not an earlier catalog-site output.
        case outputNotWrittenByBuild
        /// A folder cannot be created (the folder when the error's path is another, the `errno`, and `--out`).
        case cannotCreateFolder(String?, errno: Int32, output: String)
        /// The staging folder cannot be created beside the output folder (its parent, the `errno`, `--out`).
        case cannotStage(parent: String, errno: Int32, output: String)
        /// A file cannot be written (the `errno` and `--out`).
        case cannotWriteFile(errno: Int32, output: String)
        /// The previous site cannot be moved aside (the `errno` and `--out`).
        case cannotMoveAside(errno: Int32, output: String)
        /// The new site cannot be moved into place (the `errno`, `--out`, and where the previous site is kept
        /// when it could not be moved back).
        case cannotMoveIntoPlace(errno: Int32, output: String, keptAt: String?)
        /// The build was cancelled (``BuildCancellation``) before the new site was swapped in.
        case cancelled
        /// Screenshots were asked for and no Chromium is installed.
        case chromiumMissing
        /// Chromium cannot be started.
        case chromiumDidNotStart(any Error)
        /// Chromium exited with a failure status (given) or wrote no screenshot.
        case chromiumFailed(status: Int32)

        /// What went wrong, in plain words.
        public var message: String { text.message }

        /// What to do about it, when there is something to do.
        public var hint: String? { text.hint }

        /// The message and the hint of every reason, in one switch.
        private var text: (message: String, hint: String?) {
            switch self {
            case .unreadableCatalogs(let diagnostics):
                let count = Set(diagnostics.map(\.file)).count
                return (
                    count == 1 ? "the file cannot be read as a catalog" : "\(count) files cannot be read as catalogs",
                    "fix the errors above; nothing was written"
                )
            case .strictFindings(let findings):
                return (
                    "\(CatalogFindings.counts(findings)) in the catalogs (--strict)",
                    "fix them, or build without --strict to preview them; nothing was written"
                )
            case .unusableInput(let problem):
                return (problem.message, (problem.hint.map { "\($0); " } ?? "") + "the previous site was left as it was")
            case .unusableInputs(let problems):
                return ("\(problems.count) of the paths cannot be used", "the previous site was left as it was")
            case .themeProblems(let problems):
                return (
                    "\(problems.count) problem\(problems.count == 1 ? "" : "s") in the theme",
                    "docs/themes.md lists every template and the names it can use"
                )
            case .themeNotAFolder:
                return ("not a folder", "--theme takes a folder with any of \(Theme.fileNames.joined(separator: ", "))")
            case .themeFolderUnreadable: return ("cannot list the folder", nil)
            case .themeFileUnreadable: return ("cannot read the file", nil)
            case .themeFileNotUTF8: return ("the file is not UTF-8 text", "save it as UTF-8")
            case .defaultThemeFileMissing:
                return (
                    "the default theme's file was not embedded when CatalogSite was built",
                    "rebuild the package: the EmbedResources plugin embeds Sources/CatalogSite/Theme"
                )
            case .templateMissing: return ("the template is missing", nil)
            case .emptyLocaleList: return ("the list of locales is empty", "give locales such as en_US,fr-FR,ar_SA, or all")
            case .invalidLocale(let error): return (error.description, error.hint)
            case .localeUnavailable(let error): return ("cannot prepare the locale: \(error)", nil)
            case .noFormatters(let locale): return ("no formatters for \(locale)", nil)
            case .pageFailed(let error): return ((error as? any CatalogError)?.explanation ?? "\(error)", nil)
            case .noSuchPage(let paywall, let locale, let pages):
                let listed = pages.prefix(12).joined(separator: ", ") + (pages.count > 12 ? ", …" : "")
                return (
                    "no page for paywall \"\(paywall)\" in \(locale)",
                    pages.isEmpty
                        ? "the inputs have no paywalls"
                        : "the build makes \(listed); a locale outside a paywall's own locales needs BuildOptions.locales"
                )
            case .outputHoldsWorkingFolders(let target):
                return (
                    "refusing to replace \(target), which holds the current or home folder", "give a folder of its own, e.g. --out _site"
                )
            case .outputContainsInput(let input):
                return ("the output folder contains the input \(input)", "write the site somewhere else, e.g. --out _site")
            case .outputIsAFile:
                return ("a file, not a folder, is already there", "choose another --out, or pass --force to replace it")
            case .outputNotWrittenByBuild:
                return (
                    "the folder exists and was not written by catalog-site build (no \(OutputDirectory.markerName) file)",
                    "choose another --out, or pass --force to replace it and everything in it"
                )
            case .cannotCreateFolder(let folder, let code, let output):
                let failure = SystemFailure(code: code)
                return ("cannot create the folder\(folder.map { " \($0)" } ?? ""): \(failure.words)", failure.hint(output: output))
            case .cannotStage(let parent, let code, let output):
                let failure = SystemFailure(code: code)
                return (
                    "cannot write in \(parent): \(failure.words)",
                    "the site is built in a new folder beside \(output) and swapped in when complete, so \(parent) must be writable"
                        + (failure.hint(output: output).map { "; \($0)" } ?? "")
                )
            case .cannotWriteFile(let code, let output):
                let failure = SystemFailure(code: code)
                return ("cannot write the file: \(failure.words)", failure.hint(output: output))
            case .cannotMoveAside(let code, let output):
                let failure = SystemFailure(code: code)
                return (
                    "cannot move the previous site aside: \(failure.words)",
                    (failure.hint(output: output).map { "\($0); " } ?? "") + "\(output) was left as it was"
                )
            case .cannotMoveIntoPlace(let code, let output, let keptAt):
                let failure = SystemFailure(code: code)
                let left = keptAt.map { "the previous site is kept at \($0); move it back to \(output)" } ?? "\(output) was left as it was"
                return (
                    "cannot move the new site into place: \(failure.words)",
                    (failure.hint(output: output).map { "\($0); " } ?? "") + left
                )
            case .cancelled: return ("stopped before the new site was complete; the previous site was left as it was", nil)
            case .chromiumMissing:
                return (
                    "headless Chromium is not installed, so no screenshots can be taken",
                    "install it with fonts for every App Store script: sudo apt-get install chromium fonts-noto-core fonts-noto-cjk"
                )
            case .chromiumDidNotStart(let error): return ("cannot start Chromium: \(error.localizedDescription)", nil)
            case .chromiumFailed(let status): return ("Chromium exited with status \(status)", nil)
            }
        }

        /// Whose fault it is: the catalogs or theme, the request, or the system.
        public var kind: Kind {
            switch self {
            case .unusableInput, .unusableInputs, .themeNotAFolder, .emptyLocaleList, .invalidLocale, .outputHoldsWorkingFolders,
                .outputContainsInput, .outputIsAFile, .outputNotWrittenByBuild, .noSuchPage:
                .usage
            case .themeFolderUnreadable, .themeFileUnreadable, .defaultThemeFileMissing, .cannotCreateFolder, .cannotStage,
                .cannotWriteFile, .cannotMoveAside, .cannotMoveIntoPlace, .cancelled, .chromiumMissing, .chromiumDidNotStart,
                .chromiumFailed:
                .system
            case .unreadableCatalogs, .strictFindings, .themeProblems, .themeFileNotUTF8, .templateMissing, .localeUnavailable,
                .noFormatters, .pageFailed:
                .input
            }
        }

        /// The catalog diagnostics that stopped the build, if any.
        public var diagnostics: [Diagnostic] {
            switch self {
            case .unreadableCatalogs(let diagnostics), .strictFindings(let diagnostics), .unusableInputs(let diagnostics): diagnostics
            default: []
            }
        }

        /// Lines to show before the error itself: each problem of a theme with its offending line.
        public var details: String? {
            guard case .themeProblems(let problems) = self else { return nil }
            return problems.joined(separator: "\n")
        }
    }
}
