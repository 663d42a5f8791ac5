import Catalog

/// The formatters of a batch, made once per locale spelling: a batch repeats a few locales many times,
/// so each line costs a dictionary lookup rather than reading the locale and building a formatter.
struct LocaleFormatters<Formatter> {
    /// The most spellings remembered; lines in further locales build their formatter each time.
    static var limit: Int { 1_000 }

    private var made: [String: Formatter] = [:]
    private let make: (LocaleID) throws -> Formatter

    /// - Parameter make: Builds the formatter of a locale.
    init(_ make: @escaping (LocaleID) throws -> Formatter) {
        self.make = make
    }

    /// The formatter of a locale spelling; a bad spelling throws every time it is asked for.
    mutating func formatter(for spelling: String) throws -> Formatter {
        if let known = made[spelling] { return known }
        let formatter = try make(LocaleID(spelling))
        if made.count < Self.limit { made[spelling] = formatter }
        return formatter
    }
}
