import CatalogJSON
import CatalogText

/// Walks a JSON tree for a reader: checks types and fields, records where each path is, and collects
/// diagnostics instead of stopping at the first problem.
final class NodeReader {
    /// A member of an object: its key as written, where the key is, its value and the object's path; its
    /// own path is built only when something asks for it (most members are read without a finding).
    struct Entry: Located {
        let key: String
        let keyLocation: Diagnostic.Location
        let node: JSONNode
        /// The object's path.
        let parent: String

        /// The member's path: `parent.key`.
        var path: String { JSONPath.join(parent, key) }
    }

    let file: String
    /// The document's bytes, to keep the source text of strings with escapes (`recordSource`).
    private let bytes: [UInt8]
    private var escapedStrings: [String: String] = [:]
    private(set) var diagnostics: [Diagnostic] = []
    private var errorPaths: Set<String> = []
    /// Fields reported as misspelt ("did you mean"): missing, but already explained, and lint rules
    /// about them stay silent too.
    private var misspelt: Set<String> = []

    // The six records below are appended to or looked up once per value of a file. A fast path: release
    // builds leave out the dynamic exclusivity check a class property gets on every access
    // (`@exclusivity(unchecked)`). Debug builds, and so `swift test`, keep the check, the general path it
    // mirrors, so an access that overlapped another would trap in every reader test (`ReaderFastPathTests`,
    // the bad-catalog corpus) instead of passing unseen in release. None overlaps: a reader is used by one
    // call at a time and calls out to no code that reads them. Gain: `docs/architecture.md`, *Fast paths*;
    // remove it when `catalog-bench load` gains less than 10% from it on a quiet machine.
    #if DEBUG
        /// The positions of paths in reading order, but those of items recorded whole (`items`); `SourceMap`
        /// keeps the first of each path.
        private var locations = Chunked<SourceMap.Position>()
        /// Canonical path → path as written, in reading order; `SourceMap` keeps the last of each path.
        private var aliases = Chunked<SourceMap.Alias>()
        /// Array items a fast path read whole, each with its members' positions and alias.
        private var items = Chunked<SourceMap.ItemPositions>()
        /// Locale spellings read without a finding, and their locale: a file names the same few locales
        /// thousands of times.
        private var plainLocales: [String: LocaleID] = [:]
        /// The plain locale last read at each array index (`locale(_:at:_:index:)`).
        private var plainLocalesByIndex: [(text: String, locale: LocaleID)?] = []
        /// Amounts read without a finding, by spelling and currency: prices repeat across products and
        /// offers, and reading a decimal exactly costs far more than a lookup.
        private var plainAmounts: [AmountSpelling: Money] = [:]
    #else
        @exclusivity(unchecked) private var locations = Chunked<SourceMap.Position>()
        @exclusivity(unchecked) private var aliases = Chunked<SourceMap.Alias>()
        @exclusivity(unchecked) private var items = Chunked<SourceMap.ItemPositions>()
        @exclusivity(unchecked) private var plainLocales: [String: LocaleID] = [:]
        @exclusivity(unchecked) private var plainLocalesByIndex: [(text: String, locale: LocaleID)?] = []
        @exclusivity(unchecked) private var plainAmounts: [AmountSpelling: Money] = [:]
    #endif

    /// An amount as written and its currency: the key of `plainAmounts`.
    private struct AmountSpelling: Hashable {
        let text: String
        let currency: Currency
    }

    init(file: String, bytes: [UInt8] = []) {
        self.file = file
        self.bytes = bytes
    }

    var sourceMap: SourceMap {
        SourceMap(
            file: file, locations: locations, aliases: aliases, items: items, readerErrors: errorPaths.union(misspelt),
            escapedStrings: escapedStrings)
    }

    /// Keeps the source text of a string value that has escapes, so findings can point at a character
    /// inside it (`SourceMap.location(ofCharacter:in:at:)`).
    func recordSource(of value: (some Located)?) {
        guard let value, case .string = value.node.value, let text = JSONStringSource.escapedText(at: value.node.offset, in: bytes)
        else { return }
        escapedStrings[value.path] = text
    }

    /// `recordSource(of:)` for a string node at a parent path and a step: the path is built only when the
    /// string has escapes.
    func recordSource(of node: JSONNode, at parent: String, _ step: JSONPath.Step) {
        guard case .string = node.value, let text = JSONStringSource.escapedText(at: node.offset, in: bytes) else { return }
        escapedStrings[JSONPath.path(parent, step)] = text
    }

    /// Records a finding with the rule's default severity, unless `severity` says otherwise (an unknown
    /// field of a `.storekit` file is a note).
    func report(
        _ rule: Diagnostic.Rule, _ message: String, at path: String, _ location: Diagnostic.Location, hint: String? = nil,
        severity: Severity? = nil
    ) {
        let severity = severity ?? rule.defaultSeverity
        if severity == .error { errorPaths.insert(path) }
        diagnostics.append(Diagnostic(severity, rule: rule, message, file: file, location: location, path: path, hint: hint))
    }

    /// Lets lint rules name a value by its canonical path (`localizations.en_US`, `id`) while
    /// diagnostics show the path as written (`localizations["en-US"]`, `productID`).
    func alias(_ canonical: String, to actual: String) {
        alias(canonical, .none, to: actual, .none)
    }

    /// `alias(_:to:)` with both paths as a parent path and a last step, joined only when a finding needs
    /// them: a `.storekit` file aliases several fields of every product and offer, and each localization.
    func alias(_ canonicalParent: String, _ canonicalStep: JSONPath.Step, to actualParent: String, _ actualStep: JSONPath.Step) {
        if canonicalParent == actualParent, canonicalStep == actualStep { return }
        aliases.append(SourceMap.Alias(canonicalParent, canonicalStep, actualParent, actualStep))
    }

    func record(_ path: String, _ location: Diagnostic.Location) {
        locations.append(SourceMap.Position(path, .none, location))
    }

    /// Records where a value is, its path given as a parent path and a last step (joined only if a finding
    /// needs it): the readers' fast paths record what the general walk would, without entries or paths.
    func record(_ parent: String, _ step: JSONPath.Step, _ location: Diagnostic.Location) {
        locations.append(SourceMap.Position(parent, step, location))
    }

    /// Records an array item a fast path read whole: its position, its members' and its alias, in one record.
    func record(_ item: consuming SourceMap.ItemPositions) {
        items.append(item)
    }

    /// The members of an object, after reporting a wrong type, duplicate keys and unknown fields.
    /// - Parameters:
    ///   - known: The fields the format defines; nil accepts any key (maps such as locale → value).
    ///   - unknownSeverity: `.error` for our format, `.note` for `.storekit` files.
    func object(
        _ node: JSONNode, at path: String, known: Set<String>? = nil, unknownSeverity: Severity = .error
    ) -> [Entry]? {
        members(
            node, at: path, checksKeys: known != nil, isKnown: { known?.contains($0) ?? true }, known: { known ?? [] },
            unknownSeverity: unknownSeverity)
    }

    /// The members of an object, after reporting a wrong type, duplicate keys and unknown fields; `isKnown`
    /// decides which keys the format defines (asked once per key that is not a duplicate, in file order;
    /// with `checksKeys` false every key is kept and none reported), and `known` lists them only for the
    /// hints of unknown ones, so the common case builds no set.
    private func members(
        _ node: JSONNode, at path: String, checksKeys: Bool, isKnown: (String) -> Bool, known: () -> Set<String>,
        unknownSeverity: Severity
    ) -> [Entry]? {
        record(path, node.location)
        guard case .object(let members) = node.value else {
            report(.wrongType, "expected an object, found \(node.kind)", at: path, node.location)
            return nil
        }
        // Objects of a catalog have a few members: a linear search finds duplicates faster than a set.
        var seen = members.count > 16 ? Set<String>() : nil
        var result: [Entry] = []
        result.reserveCapacity(members.count)
        for (position, member) in members.enumerated() {
            let isDuplicate =
                seen != nil ? seen?.insert(member.key).inserted == false : members[..<position].contains { $0.key == member.key }
            if isDuplicate {
                report(
                    .duplicateField, "\"\(member.key)\" appears twice", at: Self.join(path, member.key), member.keyLocation,
                    hint: "keep one; JSON readers disagree on which one wins")
                continue
            }
            if !isKnown(member.key), checksKeys {
                let known = known()
                let guess = EditDistance.closest(to: member.key, among: known, limit: 3).first
                // "dispalyName" stands for the missing "displayName": its absence is this finding, not another.
                if unknownSeverity == .error, let guess, !members.contains(where: { $0.key == guess }) {
                    misspelt.insert(Self.join(path, guess))
                }
                let message =
                    unknownSeverity == .note
                    ? "field \"\(member.key)\" is not used by Catalog and was ignored" : "unknown field \"\(member.key)\""
                report(
                    .unknownField, message, at: Self.join(path, member.key), member.keyLocation,
                    hint: guess.map { "did you mean \"\($0)\"?" }
                        ?? (unknownSeverity == .note ? nil : "known fields: \(known.sorted().joined(separator: ", "))"),
                    severity: unknownSeverity)
                continue
            }
            locations.append(SourceMap.Position(path, .key(member.key), member.value.location))
            result.append(Entry(key: member.key, keyLocation: member.keyLocation, node: member.value, parent: path))
        }
        return result
    }

    /// The members of an object whose fields an enum declares, after reporting a wrong type, duplicate
    /// keys and unknown fields (nil `unknownSeverity`: unknown keys are skipped without a finding).
    func object<Name: FieldName>(
        _ node: JSONNode, at path: String, fields: Name.Type, unknownSeverity: Severity? = .error
    ) -> Fields<Name>? {
        // Each kept member's field, found once: `members` asks `isKnown` for every key it does not skip as a duplicate.
        var names: [Name?] = []
        let checksKeys = unknownSeverity != nil
        guard
            let entries = members(
                node, at: path, checksKeys: checksKeys,
                isKnown: { key in
                    let name = Name(rawValue: key)
                    if name != nil || !checksKeys { names.append(name) }
                    return name != nil
                }, known: { Name.names }, unknownSeverity: unknownSeverity ?? .error)
        else { return nil }
        return Fields(path: path, location: node.location, entries: entries, names: names)
    }

    /// Reports a required field of an object that is missing, unless a misspelling of it was reported already.
    func missing<Name: FieldName>(_ field: Name, of fields: Fields<Name>, hint: String? = nil) {
        missing(field.rawValue, in: fields.path, fields.location, hint: hint)
    }

    /// A value's string, when the value is there (a wrong type is reported).
    func string(_ value: (some Located)?) -> String? { value.flatMap { string($0.node, at: $0.path) } }

    /// A value's Boolean, when the value is there.
    func bool(_ value: (some Located)?) -> Bool? { value.flatMap { bool($0.node, at: $0.path) } }

    /// A value's whole number, when the value is there and in range.
    func integer(_ value: (some Located)?, maximum: Int = 10_000) -> Int? {
        value.flatMap { integer($0.node, at: $0.path, maximum: maximum) }
    }

    /// A value's period, when the value is there and valid.
    func period(_ value: (some Located)?) -> SubscriptionPeriod? { value.flatMap { period($0.node, at: $0.path) } }

    /// A value's array items, when the value is there and an array.
    func array(_ value: (some Located)?) -> [ArrayItem]? { value.flatMap { array($0.node, at: $0.path) } }

    /// A value's members, when the value is there and an object (any key accepted).
    func object(_ value: (some Located)?) -> [Entry]? { value.flatMap { object($0.node, at: $0.path) } }

    /// The members of a value whose fields an enum declares, when the value is there and an object.
    func object<Name: FieldName>(_ value: (some Located)?, fields: Name.Type, unknownSeverity: Severity? = .error) -> Fields<Name>? {
        value.flatMap { object($0.node, at: $0.path, fields: fields, unknownSeverity: unknownSeverity) }
    }

    /// An amount written as a decimal string, as money in a currency, when the value is there and valid.
    func money(_ value: (some Located)?, _ currency: Currency) -> Money? {
        guard let value, let text = amount(value.node, at: value.path) else { return nil }
        return money(text, currency, at: value.path, value.node.location)
    }

    /// A value's locale, when the value is there and a valid locale string.
    func locale(_ value: (some Located)?) -> LocaleID? {
        guard let value, let text = string(value) else { return nil }
        return locale(text, at: value.path, value.node.location)
    }

    /// An array's items with their paths, after reporting a wrong type.
    func array(_ node: JSONNode, at path: String) -> [ArrayItem]? {
        arrayNodes(node, at: path)?.enumerated().map { index, node in item(node, index, of: path) }
    }

    /// An array's items as nodes, after reporting a wrong type, with the array's position recorded but not
    /// the items': the caller records each item, with `item(_:_:of:)` or whole (`record(_:)`). Reading the
    /// items this way builds no `ArrayItem` for those a fast path reads.
    func arrayNodes(_ node: JSONNode, at path: String) -> [JSONNode]? {
        record(path, node.location)
        guard case .array(let items) = node.value else {
            report(.wrongType, "expected an array, found \(node.kind)", at: path, node.location)
            return nil
        }
        return items
    }

    /// An item of the array at `path` (read by `arrayNodes`) and its index, with its position recorded.
    func item(_ node: JSONNode, _ index: Int, of path: String) -> ArrayItem {
        locations.append(SourceMap.Position(path, .item(index), node.location))
        return ArrayItem(node: node, parent: path, index: index)
    }

    func string(_ node: JSONNode, at path: @autoclosure () -> String) -> String? {
        guard case .string(let text) = node.value else {
            report(.wrongType, "expected a string, found \(node.kind)", at: path(), node.location)
            return nil
        }
        return text
    }

    func bool(_ node: JSONNode, at path: @autoclosure () -> String) -> Bool? {
        guard case .bool(let value) = node.value else {
            report(.wrongType, "expected true or false, found \(node.kind)", at: path(), node.location)
            return nil
        }
        return value
    }

    func integer(_ node: JSONNode, at path: @autoclosure () -> String, minimum: Int = 1, maximum: Int = 10_000) -> Int? {
        guard case .number(let text) = node.value else {
            report(.wrongType, "expected a whole number, found \(node.kind)", at: path(), node.location)
            return nil
        }
        guard let value = Int(text) else {
            let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
            if !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) {
                report(.outOfRange, "\(text) is not between \(minimum) and \(maximum)", at: path(), node.location)
            } else {
                report(
                    .wrongType, "expected a whole number, found \(text)", at: path(), node.location,
                    hint: "write it without a fraction or exponent")
            }
            return nil
        }
        guard value >= minimum, value <= maximum else {
            report(.outOfRange, "\(value) is not between \(minimum) and \(maximum)", at: path(), node.location)
            return nil
        }
        return value
    }

    /// A string that must be one of an enumeration's raw values.
    /// - Parameters:
    ///   - synonyms: Spellings users bring from elsewhere (StoreKit's `freeTrial`) → our value, for the hint.
    ///   - list: What the values are, for the hint when the text is no misspelling of one.
    func enumeration<E: RawRepresentable & CaseIterable>(
        _ node: JSONNode, at path: @autoclosure () -> String, as type: E.Type, synonyms: [String: String] = [:], list: String? = nil
    ) -> E?
    where E.RawValue == String {
        guard let text = string(node, at: path()) else { return nil }
        if let value = E(rawValue: text) { return value }
        let names = E.allCases.map(\.rawValue)
        let misspelt =
            names.first { $0.lowercased() == text.lowercased() }
            ?? EditDistance.closest(to: text, among: names, limit: max(3, text.count / 3)).first
        // A misspelling needs only its correction; another word for a value (or none), what the values are.
        let guess = synonyms[text] ?? misspelt ?? synonyms[text.lowercased()]
        let hints = [guess.map { "did you mean \"\($0)\"?" }, misspelt == nil ? list : nil].compactMap(\.self)
        report(
            .invalidValue, "\"\(text)\" is not one of \(names.joined(separator: ", "))", at: path(), node.location,
            hint: hints.isEmpty ? nil : hints.joined(separator: " "))
        return nil
    }

    func period(_ node: JSONNode, at path: @autoclosure () -> String) -> SubscriptionPeriod? {
        guard let text = string(node, at: path()) else { return nil }
        do { return try SubscriptionPeriod(text) } catch {
            report(.invalidPeriod, error.description, at: path(), node.location, hint: error.hint)
            return nil
        }
    }

    func locale(_ text: String, at path: @autoclosure () -> String, _ location: Diagnostic.Location) -> LocaleID? {
        if let known = plainLocales[text] { return known }
        let locale: LocaleID
        do { locale = try LocaleID(text) } catch {
            report(.unknownLocale, error.description, at: path(), location, hint: error.hint)
            return nil
        }
        if !locale.isLanguageUsedInRegion {
            let regionName = locale.region.flatMap { try? Region($0) }.map { "\($0.code) (\($0.name(in: .english)))" } ?? ""
            let likely = locale.likelyRegionLocale.map { "did you mean \($0.identifier)? " } ?? ""
            report(
                .unlikelyLocale,
                "locale \"\(text)\" is \(locale.displayName(in: .english)), a language CLDR does not list for that region",
                at: path(), location,
                hint: likely
                    + "\(regionName) is the region's ISO 3166 code; areas such as Latin America have UN M.49 codes (es_419); keep it if it is meant"
            )
        } else {
            plainLocales[text] = locale
        }
        return locale
    }

    /// `locale(_:at:_:)` of the locale of item `index` of a list of localizations. A fast path: products list
    /// their locales in the same order, so the spelling last read at the same index is first compared (no
    /// hashing), then the general lookup runs and its plain answer is kept for the index. Mirrors
    /// `locale(_:at:_:)` (only its plain answers are kept); `ReaderFastPathTests` reads every file both ways.
    func locale(_ text: String, at path: @autoclosure () -> String, _ location: Diagnostic.Location, index: Int) -> LocaleID? {
        if index < plainLocalesByIndex.count, let (known, locale) = plainLocalesByIndex[index], known == text { return locale }
        guard let locale = locale(text, at: path(), location) else { return nil }
        guard index < 1_024, plainLocales[text] != nil else { return locale }
        if index >= plainLocalesByIndex.count { plainLocalesByIndex += repeatElement(nil, count: index + 1 - plainLocalesByIndex.count) }
        plainLocalesByIndex[index] = (text, locale)
        return locale
    }

    func region(_ text: String, at path: @autoclosure () -> String, _ location: Diagnostic.Location) -> Region? {
        do { return try Region(text) } catch {
            let hint = (try? Region(alpha3: text)).map { "did you mean \($0.code)? Storefronts are ISO 3166 alpha-2 codes" } ?? error.hint
            report(.unknownStorefront, error.description, at: path(), location, hint: hint)
            return nil
        }
    }

    func currency(_ text: String, at path: @autoclosure () -> String, _ location: Diagnostic.Location) -> Currency? {
        do { return try Currency(text) } catch {
            report(.unknownCurrency, error.description, at: path(), location, hint: error.hint)
            return nil
        }
    }

    /// An amount written as a decimal string; a JSON number is refused with a hint.
    func amount(_ node: JSONNode, at path: @autoclosure () -> String) -> String? {
        if case .number(let text) = node.value {
            report(
                .priceNotString, "price \(text) is a JSON number", at: path(), node.location,
                hint: "write prices as decimal strings, \"\(text)\", so no digit is lost to floating point")
            return nil
        }
        return string(node, at: path())
    }

    func money(_ text: String, _ currency: Currency, at path: @autoclosure () -> String, _ location: Diagnostic.Location) -> Money? {
        let spelling = AmountSpelling(text: text, currency: currency)
        if let known = plainAmounts[spelling] { return known }
        do {
            let money = try Money(text, currency: currency)
            plainAmounts[spelling] = money
            return money
        } catch {
            report(.invalidPrice, error.description, at: path(), location, hint: error.hint)
            return nil
        }
    }

    /// The entries of a map keyed by locales or storefronts: reports unknown keys at the key and two keys
    /// that name the same thing ("US" and "us", "en-US" and "en_US"), and aliases the canonical paths.
    /// `parse` builds a key's path only for a finding.
    func keyed<Key: Hashable>(
        _ entries: [Entry], parent: String, what: String, parse: (String, @autoclosure () -> String, Diagnostic.Location) -> Key?,
        canonical: (Key) -> String
    ) -> [(key: Key, entry: Entry)] {
        var seen: [Key: String] = [:]
        var result: [(key: Key, entry: Entry)] = []
        for entry in entries {
            guard let key = parse(entry.key, entry.path, entry.keyLocation) else { continue }
            if let first = seen[key] {
                report(
                    .duplicateField, "\"\(entry.key)\" names the same \(what) as \"\(first)\"", at: entry.path, entry.keyLocation,
                    hint: "keep one of them")
                continue
            }
            seen[key] = entry.key
            alias(parent, .key(canonical(key)), to: entry.parent, .key(entry.key))
            result.append((key, entry))
        }
        return result
    }

    /// Reports a required field that is missing, unless a misspelling of it was reported already.
    func missing(_ field: String, in path: String, _ location: Diagnostic.Location, hint: String? = nil) {
        let fieldPath = Self.join(path, field)
        guard !misspelt.contains(fieldPath) else { return }
        report(.missingField, "missing required field \"\(field)\"", at: fieldPath, location, hint: hint)
    }

    static func join(_ path: String, _ key: String) -> String { JSONPath.join(path, key) }

    /// What a reader has recorded: its findings and its source map's records, in reading order.
    struct Records: Sendable {
        fileprivate let diagnostics: [Diagnostic]
        fileprivate let errorPaths: Set<String>
        fileprivate let misspelt: Set<String>
        fileprivate let escapedStrings: [String: String]
        fileprivate let locations: Chunked<SourceMap.Position>
        fileprivate let aliases: Chunked<SourceMap.Alias>
        fileprivate let items: Chunked<SourceMap.ItemPositions>
    }

    /// What this reader has recorded, to be joined to another reader's (`append(_:)`).
    var records: Records {
        Records(
            diagnostics: diagnostics, errorPaths: errorPaths, misspelt: misspelt, escapedStrings: escapedStrings,
            locations: locations, aliases: aliases, items: items)
    }

    /// Adds what another reader recorded after what this one has, as if this reader had read on where that one
    /// read: a file's parts read on several threads (`StoreKitReader.subscriptionGroups(_:storefront:currency:)`) give the
    /// same findings and source map as one reader reading them in order. The readers read disjoint values of one
    /// file: no path is recorded by both at different positions, and no canonical path is aliased by both.
    func append(_ other: Records) {
        diagnostics += other.diagnostics
        errorPaths.formUnion(other.errorPaths)
        misspelt.formUnion(other.misspelt)
        escapedStrings.merge(other.escapedStrings) { _, later in later }
        locations.append(contentsOf: other.locations)
        aliases.append(contentsOf: other.aliases)
        items.append(contentsOf: other.items)
    }
}
