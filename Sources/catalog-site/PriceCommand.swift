import ArgumentParser
import Catalog

/// `catalog-site price`: one formatted price, or a batch of them from standard input.
struct PriceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "price",
        abstract: "Format a price for a locale.",
        discussion: """
            With --batch, reads lines `locale<TAB>currency<TAB>amount` from standard input and writes one \
            formatted price per line; blank lines are skipped. A bad line writes `error: <message>` in \
            its place; the exit status is then 1.
            """
    )

    /// Unrecognised words too, so that "-1" reaches the amount parser (and is refused as negative)
    /// instead of being taken for an option.
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The amount as a plain decimal: 0.99, 1200, 12345678.9.", valueName: "amount"))
    var words: [String] = []

    /// The words before a `--` separator, which may be options, and those after it, which are amounts.
    var separated: (options: ArraySlice<String>, literal: ArraySlice<String>) {
        guard let separator = words.firstIndex(of: "--") else { return (words[...], []) }
        return (words[..<separator], words[(separator + 1)...])
    }

    /// The amounts given, without the `--` separator.
    var amounts: [String] { Array(separated.options + separated.literal) }

    var amount: String? { amounts.first }

    @Option(help: "The ISO 4217 currency code (the storefront's currency).")
    var currency: String?

    @Option(help: "The user's locale, BCP 47 (fr-FR) or ICU (fr_FR).")
    var locale: String?

    @OptionGroup var options: PriceOptions

    @Flag(help: "Read tab-separated lines from standard input.")
    var batch = false

    func validate() throws {
        if let unknown = separated.options.first(where: {
            $0.hasPrefix("--") || ($0.hasPrefix("-") && !$0.dropFirst().allSatisfy { $0.isNumber || $0 == "." })
        }) {
            throw ValidationError("unknown option \(unknown)")
        }
        guard amounts.count <= 1 else { throw ValidationError("give one amount, not \(amounts.count): \(amounts.joined(separator: " "))") }
        if batch {
            guard amount == nil, currency == nil, locale == nil else {
                throw ValidationError("--batch reads amount, currency and locale from standard input; do not pass them")
            }
        } else {
            guard amount != nil else { throw ValidationError("give an amount, e.g. catalog-site price 0.99 --currency EUR --locale fr_FR") }
            guard currency != nil else { throw ValidationError("give --currency, e.g. --currency EUR") }
            guard locale != nil else { throw ValidationError("give --locale, e.g. --locale fr_FR") }
        }
    }

    func run() throws {
        let settings = try Terminal.orExit { try options.resolve() }
        if batch {
            var formatters = LocaleFormatters { locale in settings.formatter(for: locale) }
            let ok = BatchRunner.run(fieldCount: 3...3, fieldNames: "locale<TAB>currency<TAB>amount") { fields in
                try formatters.formatter(for: fields[0]).format(Money(fields[2], currency: fields[1]))
            }
            if !ok { throw ExitCode.failure }
            return
        }
        let text = try Terminal.orExit {
            try settings.formatter(for: LocaleID(locale ?? "")).format(Money(amount ?? "", currency: currency ?? ""))
        }
        print(text)
    }
}
