import CatalogText

extension CopyRules {
    /// The checks of one pattern on its own: syntax, apostrophes, variables and plural categories.
    struct PatternCheck {
        let pattern: Pattern
        /// The variables customers without the offer get (the highlighted plan, else the first).
        let values: PlanValues?
        /// The variables customers with the offer get (the plan whose offer is shown).
        let eligibleValues: PlanValues?
        /// The pattern's argument names, once it parsed.
        private(set) var names: [String]?
        /// Variables already reported as without value (one finding per variable and pattern).
        private var withoutValue: Set<CopyVariables.Name> = []
        private var hasUnknownVariable = false
        private var hasQuotedArgument = false

        init(pattern: Pattern, values: PlanValues?, eligibleValues: PlanValues?) {
            self.pattern = pattern
            self.values = values
            self.eligibleValues = eligibleValues
        }

        /// Whether comparing its variables with the source's says something new: it parsed, and no
        /// misspelt variable or quoted brace already explains a difference.
        var isComparable: Bool { names != nil && !hasUnknownVariable && !hasQuotedArgument }

        mutating func run(_ context: inout LintContext) {
            checkApostrophes(&context)
            let message: MessageFormat
            do {
                message = try MessageFormat(pattern.text, locale: pattern.locale)
            } catch {
                reportSyntax(error, &context)
                return
            }
            names = message.argumentNames
            check(message.arguments, isEligibleCase: false, &context)
        }

        private func report(
            _ rule: Diagnostic.Rule, _ message: String, at offset: MessageFormat.Offset, hint: String?, _ context: inout LintContext
        ) {
            context.report(rule, message, at: pattern.path, character: (offset.character, in: pattern.text), hint: hint)
        }

        private func reportSyntax(_ error: MessageFormatError, _ context: inout LintContext) {
            let label = "the \(pattern.locale) \(pattern.label)"
            switch error {
            case .syntax(let offset, let icuName):
                let what =
                    switch icuName {
                    case "U_UNMATCHED_BRACES": "this { is never closed"
                    case "U_DEFAULT_KEYWORD_MISSING": "a plural or select without an 'other' case"
                    case "U_DUPLICATE_KEYWORD": "a case keyword appears twice"
                    default: "a syntax error here (\(icuName))"
                    }
                report(.copySyntax, "\(label) is not a valid MessageFormat pattern: \(what)", at: offset, hint: error.hint, &context)
            case .unknownType(let type, let offset):
                report(.copySyntax, "\(label) uses the unknown argument type \"\(type)\"", at: offset, hint: error.hint, &context)
            case .missingValue, .mismatchedValue, .icu:
                context.report(.copySyntax, "\(label) cannot be opened: \(error.description)", at: pattern.path, hint: error.hint)
            }
        }

        /// `l'{price}`: an apostrophe between a letter and an argument's brace quotes the brace, so the
        /// argument shows as written. `''` and a quoted brace on its own (`'{'`) are fine.
        private mutating func checkApostrophes(_ context: inout LintContext) {
            // Most copy has no ASCII apostrophe, so nothing to find: its Characters are listed only when it has one.
            guard pattern.text.utf8.contains(UInt8(ascii: "'")) else { return }
            let characters = Array(pattern.text)
            for index in characters.indices.dropFirst() where characters[index] == "'" && index + 2 < characters.count {
                guard characters[index - 1].isLetter, characters[index + 1] == "{", characters[index + 2].isLetter else { continue }
                let before = String(characters[index - 1])
                let name = String(characters[(index + 2)...].prefix { $0.isLetter || $0.isNumber })
                hasQuotedArgument = true
                context.report(
                    .copyApostropheBrace,
                    "in the \(pattern.locale) \(pattern.label), the apostrophe before {\(name)} quotes the brace: the page shows \"{\(name)}\" as text, not its value",
                    at: pattern.path, character: (index, in: pattern.text),
                    hint: "write two apostrophes, \(before)''{\(name)}, or the typographic one, \(before)’{\(name)}")
            }
        }

        /// Checks arguments, and the arguments of their cases; `isEligibleCase` is true inside the `yes`
        /// case of `{eligible, select, …}`.
        private mutating func check(_ arguments: [MessageFormat.Argument], isEligibleCase: Bool, _ context: inout LintContext) {
            for argument in arguments {
                if let name = CopyVariables.Name(rawValue: argument.name) {
                    checkKind(argument, name, &context)
                    checkValue(argument, name, isEligibleCase: isEligibleCase, &context)
                } else {
                    hasUnknownVariable = true
                    let guess = EditDistance.closest(to: argument.name, among: CopyVariables.Name.allCases.map(\.rawValue), limit: 3).first
                    report(
                        .copyUnknownVariable,
                        "the \(pattern.locale) \(pattern.label) uses {\(argument.name)}, which is not a copy variable",
                        at: argument.offset,
                        hint: guess.map { "did you mean {\($0)}?" }
                            ?? "the variables are listed in docs/catalog-format.md, \"Copy and variables\"",
                        &context)
                }
                if let twice = argument.selectors.enumerated().first(where: { argument.selectors[..<$0.offset].contains($0.element) }) {
                    report(
                        .copySyntax,
                        "the \(pattern.locale) \(pattern.label) is not a valid MessageFormat pattern: {\(argument.name)} has the case \(twice.element) twice",
                        at: argument.offset, hint: "each case keyword may appear once per argument; ICU would use the first", &context)
                }
                if argument.kind == .plural || argument.kind == .selectOrdinal { checkCategories(argument, &context) }
                for item in argument.cases {
                    let isYes = argument.name == CopyVariables.Name.eligible.rawValue && argument.kind == .select && item.selector == "yes"
                    check(item.arguments, isEligibleCase: isEligibleCase || isYes, &context)
                }
            }
        }

        /// A plural (or `{n, number}`) needs a number variable; a select cannot choose by a number.
        private func checkKind(_ argument: MessageFormat.Argument, _ name: CopyVariables.Name, _ context: inout LintContext) {
            let needsNumber =
                [.plural, .selectOrdinal, .choice].contains(argument.kind)
                || (argument.kind == .simple && argument.typeName.map(MessageFormatError.numberTypes.contains) == true)
            if needsNumber, name.kind != .number {
                let numbers = CopyVariables.Name.allCases.filter { $0.kind == .number }.map(\.rawValue).joined(separator: ", ")
                report(
                    .copyVariableKind,
                    "the \(pattern.locale) \(pattern.label) uses {\(name)} as a number in a \(argument.kind.rawValue), but it is \(name.kind == .select ? "a select keyword" : "text")",
                    at: argument.offset,
                    hint: name.kind == .select
                        ? "write {\(name), select, yes {…} other {…}}" : "write {\(name)}, or use a number variable: \(numbers)", &context)
            } else if argument.kind == .select, name.kind == .number {
                report(
                    .copyVariableKind,
                    "the \(pattern.locale) \(pattern.label) selects by the number {\(name)}, which a select cannot match",
                    at: argument.offset, hint: "write {\(name), plural, one {…} other {…}}", &context)
            }
        }

        /// The plan has a value for the variable in every storefront showing the copy, and an offer
        /// variable is only shown to customers who get the offer.
        private mutating func checkValue(
            _ argument: MessageFormat.Argument, _ name: CopyVariables.Name, isEligibleCase: Bool, _ context: inout LintContext
        ) {
            // The call to action with an offer is shown only to customers who get it.
            let shownWithOffer = isEligibleCase || pattern.field == .callToAction
            guard let values = shownWithOffer ? eligibleValues : values else { return }
            if let missing = values.storefronts.first(where: { !$0.names.contains(name) }) {
                // One mistake, one finding: a period that could not be read is reported where it is written.
                guard !values.periodUnread, withoutValue.insert(name).inserted else { return }
                report(
                    .copyVariableWithoutValue,
                    "the \(pattern.locale) \(pattern.label) uses {\(name)}, which has no value for \(values.role(of: missing.plan)) \"\(missing.plan.id)\": \(CopyRules.reason(name, missing.plan, missing.region, values.storefronts.map(\.names)))",
                    at: argument.offset,
                    hint: "copy speaks of the highlighted plan (else the first): use a variable it has, or highlight another plan", &context
                )
                return
            }
            guard name.needsOffer, !isEligibleCase, pattern.field != .callToAction, !withoutValue.contains(name) else { return }
            withoutValue.insert(name)
            report(
                .copyOfferOutsideEligible,
                "the \(pattern.locale) \(pattern.label) shows {\(name)} to customers who get no introductory offer",
                at: argument.offset, hint: "show it only to those who do: {eligible, select, yes {… {\(name)} …} other {…}}", &context)
        }

        /// A plural gives every category the locale's CLDR rules use (explicit values such as `=0` do not
        /// count); a category the rules never choose is dead text.
        private func checkCategories(_ argument: MessageFormat.Argument, _ context: inout LintContext) {
            let isOrdinal = argument.kind == .selectOrdinal
            guard
                let used = try? isOrdinal
                    ? PluralCategory.ordinalCategories(for: pattern.locale) : PluralCategory.categories(for: pattern.locale)
            else { return }
            let keywords = argument.selectors.filter { !$0.hasPrefix("=") }
            let missing = used.filter { !keywords.contains($0.rawValue) }
            var extra: [String] = []
            for keyword in keywords where PluralCategory(rawValue: keyword).map({ !used.contains($0) }) ?? true && !extra.contains(keyword)
            {
                extra.append(keyword)
            }
            guard !missing.isEmpty || !extra.isEmpty else { return }
            let kind = isOrdinal ? "selectordinal" : "plural"
            let rules = "\(pattern.locale)'s CLDR \(isOrdinal ? "ordinal " : "")rules use \(used.map(\.rawValue).joined(separator: ", "))"
            let label = "the \(pattern.locale) \(pattern.label)"
            if !missing.isEmpty {
                report(
                    .copyPluralMissingCategory,
                    "the \(kind) {\(argument.name)} of \(label) has no \(missing.map(\.rawValue).joined(separator: ", ")) case",
                    at: argument.offset, hint: "\(rules): add \(missing.map { "\($0.rawValue) {…}" }.joined(separator: " "))", &context)
            }
            if !extra.isEmpty {
                report(
                    .copyPluralExtraCategory,
                    "the \(kind) {\(argument.name)} of \(label) has a case \(extra.joined(separator: ", ")) that \(pattern.locale) never chooses",
                    at: argument.offset, hint: "\(rules); remove it, or write =0, =1… for an exact number", &context)
            }
        }
    }

    /// Why a plan has no value for a variable, in a few words.
    static func reason(_ name: CopyVariables.Name, _ plan: Product, _ storefront: Region, _ available: [Set<CopyVariables.Name>]) -> String
    {
        let period = plan.period.map { "\($0)" } ?? "no period"
        switch name {
        case .price: return "it has no price in \(storefront)"
        case .pricePerPeriod, .pricePerDay, .pricePerWeek, .pricePerMonth, .pricePerYear:
            return "it is not a subscription with a price in \(storefront)"
        case .period: return "it is not billed every single day, week, month or year (\(period))"
        case .duration: return "it has no period"
        case .offer, .offerDuration, .offerPeriods: return "it has no introductory offer in \(storefront)"
        case .offerPrice: return "its introductory offer has no paid phase in \(storefront)"
        case .trialDuration: return "it has no free trial"
        case .trialDays:
            return available.contains { $0.contains(.trialDuration) }
                ? "its free trial is not a whole number of days" : "it has no free trial"
        case .saving, .savingPercent: return "the paywall has no other plan to compare it with in \(storefront)"
        case .periodInDays: return "\(period) is not a whole number of days"
        case .periodInWeeks: return "\(period) is not a whole number of weeks"
        case .periodInMonths: return "\(period) is not a whole number of months"
        case .periodInYears: return "\(period) is not a whole number of years"
        case .periodly, .periodlyLabel: return "it is neither a subscription nor a lifetime purchase"
        case .productName, .appName, .eligible: return "it has none"
        }
    }
}
