import Catalog
import Foundation
import Testing

/// One row of a formatting table: a pattern formatted in a locale with one value.
struct MessageCase: Sendable, CustomStringConvertible {
    let locale: String
    let pattern: String
    let values: [String: MessageFormat.Value]
    let expected: String

    init(_ locale: String, _ pattern: String, _ values: [String: MessageFormat.Value], _ expected: String) {
        self.locale = locale
        self.pattern = pattern
        self.values = values
        self.expected = expected
    }

    var description: String { "\(locale) \(values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })" }
}

@Suite("MessageFormat")
struct MessageFormatTests {
    static let enDays = "{n, plural, one {# day} other {# days}}"
    static let deDays = "{n, plural, one {# Tag} other {# Tage}}"
    static let frDays = "{n, plural, one {# jour} other {# jours}}"
    static let ruDays = "{n, plural, one {# день} few {# дня} many {# дней} other {# дня}}"
    static let plMonths = "{n, plural, one {# miesiąc} few {# miesiące} many {# miesięcy} other {# miesiąca}}"
    static let arDays = "{n, plural, zero {لا أيام} one {يوم واحد} two {يومان} few {# أيام} many {# يومًا} other {# يوم}}"
    static let jaDays = "{n, plural, one {#日間 (one)} other {#日間}}"

    static let plurals: [MessageCase] = [
        MessageCase("en_US", enDays, ["n": .number(1)], "1 day"),
        MessageCase("en_US", enDays, ["n": .number(7)], "7 days"),
        MessageCase("en_US", enDays, ["n": .number(0)], "0 days"),
        MessageCase("en_US", enDays, ["n": .number(1000)], "1,000 days"),
        MessageCase("en_US", enDays, ["n": .decimal(Decimal(string: "1.5") ?? 0)], "1.5 days"),
        MessageCase("en_US", enDays, ["n": .decimal(Decimal(string: "1") ?? 0)], "1 day"),
        MessageCase("de_DE", deDays, ["n": .number(1)], "1 Tag"),
        MessageCase("de_DE", deDays, ["n": .number(14)], "14 Tage"),
        MessageCase("de_DE", deDays, ["n": .number(1000)], "1.000 Tage"),
        MessageCase("de_DE", deDays, ["n": .decimal(Decimal(string: "1.5") ?? 0)], "1,5 Tage"),
        MessageCase("fr_FR", frDays, ["n": .number(0)], "0 jour"),
        MessageCase("fr_FR", frDays, ["n": .number(1)], "1 jour"),
        MessageCase("fr_FR", frDays, ["n": .decimal(Decimal(string: "1.5") ?? 0)], "1,5 jour"),
        MessageCase("fr_FR", frDays, ["n": .number(2)], "2 jours"),
        MessageCase("fr_FR", frDays, ["n": .number(1000)], "1\u{202F}000 jours"),
        MessageCase("ru_RU", ruDays, ["n": .number(1)], "1 день"),
        MessageCase("ru_RU", ruDays, ["n": .number(2)], "2 дня"),
        MessageCase("ru_RU", ruDays, ["n": .number(5)], "5 дней"),
        MessageCase("ru_RU", ruDays, ["n": .number(21)], "21 день"),
        MessageCase("ru_RU", ruDays, ["n": .number(22)], "22 дня"),
        MessageCase("ru_RU", ruDays, ["n": .number(25)], "25 дней"),
        MessageCase("ru_RU", ruDays, ["n": .decimal(Decimal(string: "1.5") ?? 0)], "1,5 дня"),
        MessageCase("pl_PL", plMonths, ["n": .number(1)], "1 miesiąc"),
        MessageCase("pl_PL", plMonths, ["n": .number(2)], "2 miesiące"),
        MessageCase("pl_PL", plMonths, ["n": .number(5)], "5 miesięcy"),
        MessageCase("pl_PL", plMonths, ["n": .number(22)], "22 miesiące"),
        MessageCase("pl_PL", plMonths, ["n": .number(25)], "25 miesięcy"),
        MessageCase("pl_PL", plMonths, ["n": .decimal(Decimal(string: "1.5") ?? 0)], "1,5 miesiąca"),
        MessageCase("ar_SA", arDays, ["n": .number(0)], "لا أيام"),
        MessageCase("ar_SA", arDays, ["n": .number(1)], "يوم واحد"),
        MessageCase("ar_SA", arDays, ["n": .number(2)], "يومان"),
        MessageCase("ar_SA", arDays, ["n": .number(3)], "٣ أيام"),
        MessageCase("ar_SA", arDays, ["n": .number(11)], "١١ يومًا"),
        MessageCase("ar_SA", arDays, ["n": .number(100)], "١٠٠ يوم"),
        MessageCase("ar_SA", arDays, ["n": .number(1000)], "١٬٠٠٠ يوم"),
        MessageCase("ja_JP", jaDays, ["n": .number(1)], "1日間"),
        MessageCase("ja_JP", jaDays, ["n": .number(7)], "7日間"),
    ]

    @Test(arguments: plurals) func plural(_ row: MessageCase) throws {
        let message = try MessageFormat(row.pattern, locale: LocaleID(row.locale))
        let text = try message.format(row.values)
        #expect(text == row.expected)
    }

    static let eligibility = "{eligible, select, yes {Try it free} other {Subscribe}}"
    static let nested =
        "{eligible, select, yes {{trialDays, plural, one {Start your # day free trial} other {Start your # days free trial}}} "
        + "other {Subscribe for {price}}}"

    static let selects: [MessageCase] = [
        MessageCase("en_US", eligibility, ["eligible": .text("yes")], "Try it free"),
        MessageCase("en_US", eligibility, ["eligible": .text("no")], "Subscribe"),
        MessageCase("en_US", nested, ["eligible": .text("yes"), "trialDays": .number(1)], "Start your 1 day free trial"),
        MessageCase("en_US", nested, ["eligible": .text("yes"), "trialDays": .number(7)], "Start your 7 days free trial"),
        MessageCase("en_US", nested, ["eligible": .text("no"), "price": .text("$9.99")], "Subscribe for $9.99"),
        MessageCase("en_US", "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} month", ["n": .number(22)], "22nd month"),
        MessageCase("en_US", "{price}/{period}", ["price": .text("$9.99"), "period": .text("month")], "$9.99/month"),
        MessageCase("de_DE", "{count} Nutzer", ["count": .number(12345)], "12.345 Nutzer"),
        MessageCase("de_DE", "{count, number} Nutzer", ["count": .decimal(Decimal(string: "1234.5") ?? 0)], "1.234,5 Nutzer"),
        MessageCase("ar_SA", "{count} مستخدم", ["count": .number(12345)], "١٢٬٣٤٥ مستخدم"),
    ]

    @Test(arguments: selects) func select(_ row: MessageCase) throws {
        let message = try MessageFormat(row.pattern, locale: LocaleID(row.locale))
        let text = try message.format(row.values)
        #expect(text == row.expected)
    }

    static let apostrophes: [MessageCase] = [
        MessageCase("fr_FR", "L'essai gratuit de " + frDays, ["n": .number(7)], "L'essai gratuit de 7 jours"),
        MessageCase("fr_FR", "L'essai gratuit", [:], "L'essai gratuit"),
        MessageCase("fr_FR", "l''{price}", ["price": .text("offre")], "l'offre"),
        // An apostrophe before a brace quotes it: the argument becomes text.
        MessageCase("fr_FR", "l'{price}", ["price": .text("offre")], "l{price}"),
        MessageCase("en_US", "'{price}' is {price}", ["price": .text("$1")], "{price} is $1"),
        MessageCase("en_US", "a '{' brace", [:], "a { brace"),
        MessageCase("en_US", "It''s {price}", ["price": .text("$1")], "It's $1"),
        MessageCase("en_US", "It''s free", [:], "It's free"),
        MessageCase("en_US", "{n, plural, other {'#'# left}}", ["n": .number(3)], "#3 left"),
        MessageCase("en_US", "100% #1 app } ok", [:], "100% #1 app } ok"),
        MessageCase("en_US", "Unlock everything.\u{00A0}Cancel anytime.", [:], "Unlock everything.\u{00A0}Cancel anytime."),
    ]

    @Test(arguments: apostrophes) func apostrophe(_ row: MessageCase) throws {
        let message = try MessageFormat(row.pattern, locale: LocaleID(row.locale))
        let text = try message.format(row.values)
        #expect(text == row.expected)
    }

    /// Pseudo-locales format with English data: Latin digits and English plural rules, even for ar-XB.
    @Test(arguments: ["en-XA", "ar-XB"]) func pseudoLocalesUseEnglishData(_ tag: String) throws {
        let message = try MessageFormat("{n, plural, one {# day} other {# days}}", locale: LocaleID(tag))
        #expect(try message.format(["n": .number(1)]) == "1 day")
        #expect(try message.format(["n": .number(3)]) == "3 days")
    }

    @Test func textWithoutBracesComesBackUnchanged() throws {
        let text = "Go Pro — 7 days free, then 9,99\u{00A0}€/month. #1 app!"
        let message = try MessageFormat(text, locale: LocaleID("de_DE"))
        #expect(try message.format() == text)
        #expect(message.arguments.isEmpty)
    }

    /// ICU reports an unclosed plural at the start of its cases (after "plural,"); the emoji is one
    /// character, two UTF-16 units and four UTF-8 bytes, so the three offsets differ.
    @Test func unclosedPluralReportsItsOffset() throws {
        let pattern = "🎉 Start {trialDays, plural, one {# day} other {# days}"
        let error = #expect(throws: MessageFormatError.self) { try MessageFormat(pattern, locale: LocaleID("en")) }
        guard case .syntax(let offset, "U_PATTERN_SYNTAX_ERROR") = error else {
            Issue.record("expected a syntax error, got \(String(describing: error))")
            return
        }
        #expect(offset.character == 27 && offset.utf16 == 28 && offset.utf8 == 30)
        #expect(error?.description == "MessageFormat syntax error at character 27 (U_PATTERN_SYNTAX_ERROR)")
        #expect(
            error?.hint
                == "write {name}, {name, plural, one {# day} other {# days}} or {name, select, yes {…} other {…}}; "
                + "quote a literal brace as '{'")
    }

    /// ICU reports unmatched braces at offset 0: the error points at the brace left open instead.
    @Test func unclosedArgumentReportsItsBrace() throws {
        let error = #expect(throws: MessageFormatError.self) { try MessageFormat("Then {price} per {period", locale: LocaleID("en")) }
        #expect(
            error?.explanation
                == "MessageFormat syntax error at character 17 (U_UNMATCHED_BRACES) (hint: every { needs its }; to write a brace as text, quote it: '{')"
        )
    }

    @Test func unclosedBraceSkipsQuotedBraces() throws {
        let error = #expect(throws: MessageFormatError.self) {
            try MessageFormat("'{' {a} l''{b} '{x}' {c", locale: LocaleID("en"))
        }
        #expect(error?.description == "MessageFormat syntax error at character 21 (U_UNMATCHED_BRACES)")
    }

    @Test func unknownTypeNamesItAndSuggests() throws {
        let pattern = "Try {trialDays, plurl, one {# day} other {# days}}"
        let error = #expect(throws: MessageFormatError.self) { try MessageFormat(pattern, locale: LocaleID("en")) }
        guard case .unknownType("plurl", let offset) = error else {
            Issue.record("expected an unknown type, got \(String(describing: error))")
            return
        }
        #expect(offset.character == 16 && offset.utf8 == 16 && offset.utf16 == 16)
        #expect(error?.description == "unknown MessageFormat argument type \"plurl\" at character 16")
        #expect(error?.hint == "did you mean plural?")
    }

    @Test func missingValueSuggestsAGivenName() throws {
        let message = try MessageFormat("Then {price} per {period}", locale: LocaleID("en"))
        let error = #expect(throws: MessageFormatError.self) { try message.format(["price": .text("$1"), "periods": .text("month")]) }
        #expect(error == .missingValue(argument: "period", suggestion: "periods"))
        #expect(error?.explanation == "no value for the argument {period} (hint: did you mean {periods}?)")
    }

    @Test func missingValueInTheChosenCaseOnly() throws {
        let message = try MessageFormat(Self.nested, locale: LocaleID("en"))
        #expect(try message.format(["eligible": .text("no"), "price": .text("$1")]) == "Subscribe for $1")
        let error = #expect(throws: MessageFormatError.self) { try message.format(["eligible": .text("yes"), "price": .text("$1")]) }
        #expect(error == .missingValue(argument: "trialDays", suggestion: nil))
    }

    @Test func mismatchedValues() throws {
        let message = try MessageFormat(Self.nested, locale: LocaleID("en"))
        #expect(throws: MessageFormatError.mismatchedValue(argument: "eligible", kind: .select)) {
            try message.format(["eligible": .number(1)])
        }
        #expect(throws: MessageFormatError.mismatchedValue(argument: "trialDays", kind: .plural)) {
            try message.format(["eligible": .text("yes"), "trialDays": .text("7")])
        }
        #expect(throws: MessageFormatError.mismatchedValue(argument: "users", kind: .simple)) {
            try MessageFormat("{users, number} users", locale: LocaleID("en")).format(["users": .text("many")])
        }
        let error = MessageFormatError.mismatchedValue(argument: "eligible", kind: .select)
        #expect(
            error.explanation == "the select argument {eligible} needs text (hint: pass .text(\"yes\") or another keyword of the select)")
    }

    @Test func describesNestedArguments() throws {
        let message = try MessageFormat(Self.nested, locale: LocaleID("en"))
        let eligible = try #require(message.arguments.first)
        #expect(message.arguments.count == 1)
        #expect(eligible.name == "eligible")
        #expect(eligible.kind == .select)
        #expect(eligible.selectors == ["yes", "other"])
        #expect(eligible.offset.character == 1)
        let trial = try #require(eligible.cases.first?.arguments.first)
        #expect(trial.name == "trialDays")
        #expect(trial.kind == .plural)
        #expect(trial.selectors == ["one", "other"])
        #expect(trial.cases.allSatisfy { $0.arguments.isEmpty })
        #expect(eligible.cases.last?.arguments.map(\.name) == ["price"])
        #expect(eligible.cases.last?.arguments.first?.kind == MessageFormat.Argument.Kind.none)
        #expect(message.argumentNames == ["eligible", "trialDays", "price"])
    }

    @Test func describesExplicitValuesAndSimpleTypes() throws {
        let message = try MessageFormat(
            "{n, plural, =0 {free} one {# day} other {# days}} · {count, number} · {rank, selectordinal, one {#st} other {#th}}",
            locale: LocaleID("en"))
        #expect(message.arguments.map(\.name) == ["n", "count", "rank"])
        #expect(message.arguments.map(\.kind) == [.plural, .simple, .selectOrdinal])
        #expect(message.arguments[0].selectors == ["=0", "one", "other"])
        #expect(message.arguments[1].typeName == "number")
        #expect(message.arguments[2].selectors == ["one", "other"])
    }

    @Test func formatsFromManyTasks() async throws {
        let message = try MessageFormat(Self.ruDays, locale: LocaleID("ru_RU"))
        let serial = try (0..<200).map { try message.format(["n": .number($0)]) }
        let concurrent = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for _ in 0..<10 {
                for number in 0..<200 { group.addTask { (number, try message.format(["n": .number(number)])) } }
            }
            var results: [(Int, String)] = []
            for try await result in group { results.append(result) }
            return results
        }
        #expect(concurrent.count == 2000)
        for (number, text) in concurrent { #expect(text == serial[number]) }
    }

    /// Opening a pattern, and ICU's lazy opens inside its first format, run beside phrase fallback
    /// (which opens locale bundles direct) for alias locales: the race `cicu_lock_opens` prevents.
    @Test func opensAndFormatsBesidePhraseFallback() async throws {
        let locales = ["nb_NO", "no", "nb", "pt_AO", "es_AR", "de_AT", "ar_EG", "ru_RU", "pl_PL", "ar_SA"]
        let pattern = "{n, plural, one {# x} other {# y}} {eligible, select, yes {a} other {b}}"
        let values: [String: MessageFormat.Value] = ["n": .number(1234), "eligible": .text("yes")]
        let serial = try locales.map { try MessageFormat(pattern, locale: LocaleID($0)).format(values) }
        let concurrent = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for round in 0..<20 {
                for (index, spelling) in locales.enumerated() {
                    group.addTask {
                        let locale = try LocaleID(spelling)
                        _ = try Phrasebook(locale: locale)
                        let message = try MessageFormat(pattern + " \(round)", locale: locale)
                        return (index, try message.format(values))
                    }
                }
            }
            var results: [(Int, String)] = []
            for try await result in group { results.append(result) }
            return results
        }
        #expect(concurrent.count == locales.count * 20)
        for (index, text) in concurrent {
            #expect(text.hasPrefix(serial[index] + " "), "\(locales[index])")
        }
        #expect(serial[0] == "1\u{00A0}234 y a")
    }
}
