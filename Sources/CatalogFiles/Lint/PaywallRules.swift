import CatalogText

/// Paywalls: products they name, translations they need, links they show.
enum PaywallRules {
    /// "de_AT (uses de_DE)" or "en_AU, en_CA, en_GB (use en_US)", grouped by the fallback used.
    static func describe(_ pairs: [(LocaleID, LocaleID)]) -> String {
        var groups: [(used: LocaleID, locales: [LocaleID])] = []
        var groupIndex: [LocaleID: Int] = [:]
        for (locale, used) in pairs {
            if let index = groupIndex[used] {
                groups[index].locales.append(locale)
            } else {
                groupIndex[used] = groups.count
                groups.append((used, [locale]))
            }
        }
        return groups.map { group in
            "\(group.locales.map(\.identifier).joined(separator: ", ")) (\(group.locales.count == 1 ? "uses" : "use") \(group.used))"
        }.joined(separator: "; ")
    }

    static func check(_ context: inout LintContext) {
        var ids = Set<String>()
        var suggester = NameSuggester(Set(context.catalog.products.map(\.id)), limit: 4)
        for paywall in context.catalog.paywalls {
            if !ids.insert(paywall.id).inserted {
                context.report(.paywallIDDuplicate, "paywall ID \"\(paywall.id)\" is used twice", at: "\(paywall.path).id")
            }
            checkProducts(paywall, &suggester, &context)
            checkSourceCopy(paywall, &context)
            checkTranslations(paywall, &context)
            checkCallsToAction(paywall, &context)
            checkLinks(paywall, &context)
        }
    }

    /// A paywall shows at least one product, and only products of the catalog; its highlight is one of them.
    static func checkProducts(_ paywall: Paywall, _ suggester: inout NameSuggester, _ context: inout LintContext) {
        if paywall.productIDs.isEmpty {
            context.report(.paywallEmpty, "paywall \"\(paywall.id)\" shows no products", at: "\(paywall.path).products")
        }
        // A product the file has but that could not be read is reported where it is written.
        let unread = context.catalog.unreadProductIDs
        for (index, id) in paywall.productIDs.enumerated() where context.catalog.productIndex(ofID: id) == nil && !unread.contains(id) {
            context.report(
                .paywallUnknownProduct, "paywall \"\(paywall.id)\" shows \"\(id)\", which is not in the catalog",
                at: "\(paywall.path).products[\(index)]",
                hint: suggester.suggestion(for: id).map { "did you mean \"\($0)\"?" })
        }
        if let highlight = paywall.highlight, !paywall.productIDs.contains(highlight) {
            context.report(
                .paywallUnknownProduct, "the highlighted \"\(highlight)\" is not among the paywall's products",
                at: "\(paywall.path).highlight")
        }
    }

    /// A paywall of the catalog (not inferred from a `.storekit` file) has copy, with a title, in the source locale.
    static func checkSourceCopy(_ paywall: Paywall, _ context: inout LintContext) {
        let source = context.catalog.sourceLocale
        guard !paywall.isInferred else { return }
        guard let used = paywall.sourceCopyLocale(source) else {
            context.report(
                .missingSourceCopy, "paywall \"\(paywall.id)\" has no copy in the source locale \(source)",
                at: "\(paywall.path).copy", hint: "other languages fall back to it")
            return
        }
        guard paywall.copy[used]?.missingFields.contains(.title) == true else { return }
        context.report(
            .missingSourceCopy, "the \(used) copy of paywall \"\(paywall.id)\" has no title; its pages show the app's name",
            at: NodeReader.join("\(paywall.path).copy", used.identifier),
            hint: "add \"title\": the source locale's copy is the one every translation falls back to, field by field")
    }

    /// One warning per paywall and per product, listing the paywall's locales that fall back to another
    /// locale's copy or display name.
    static func checkTranslations(_ paywall: Paywall, _ context: inout LintContext) {
        let catalog = context.catalog
        var missingCopy: [(LocaleID, LocaleID)] = []
        var missingNames: [String: [(LocaleID, LocaleID)]] = [:]
        var seenLocales = Set<LocaleID>()
        let locales = paywall.locales.filter { seenLocales.insert($0).inserted }
        // A paywall inferred from a .storekit file has no copy of its own to translate.
        if !paywall.isInferred {
            for locale in locales {
                if let (used, isFallback) = locale.bestMatch(among: paywall.copy.keys, source: catalog.sourceLocale), isFallback {
                    missingCopy.append((locale, used))
                }
            }
        }
        // Product by product, each product's localizations looked up through the index (copying whole
        // products retains every field) and asked for keys only (a value would copy its texts). A product
        // listed twice is looked at once, and each of its missing locales counted once per listing.
        var listings: [String: Int] = [:]
        for id in paywall.productIDs { listings[id, default: 0] += 1 }
        for id in paywall.productIDs {
            guard let count = listings.removeValue(forKey: id), let index = catalog.productIndex(ofID: id) else { continue }
            let localizations = catalog.products[index].localizations
            for locale in locales {
                // A locale a product has is no fallback (`bestMatch` says so too), unless it is a
                // pseudo-locale, which `bestMatch` matches through its base.
                guard locale.pseudo != nil || localizations.index(forKey: locale) == nil,
                    let (used, isFallback) = locale.bestMatch(among: localizations.keys, source: catalog.sourceLocale),
                    isFallback
                else { continue }
                missingNames[id, default: []].append(contentsOf: repeatElement((locale, used), count: count))
            }
        }
        checkPartialCopies(paywall, &context)
        if !missingCopy.isEmpty {
            context.report(
                .missingTranslation,
                "paywall \"\(paywall.id)\" has no copy for \(describe(missingCopy))", at: "\(paywall.path).copy",
                hint: "add \(missingCopy.prefix(3).map { "\"\($0.0.languageTag)\"" }.joined(separator: ", ")) to \"copy\"")
        }
        for id in paywall.productIDs {
            guard let missing = missingNames[id], let index = catalog.productIndex(ofID: id) else { continue }
            context.report(
                .missingTranslation,
                "\"\(id)\" has no display name for \(describe(missing)) on paywall \"\(paywall.id)\"",
                at: "\(catalog.products[index].path).localizations",
                hint: "add localizations for \(missing.prefix(3).map { "\"\($0.0.languageTag)\"" }.joined(separator: ", "))",
                concerning: paywall)
        }
    }

    /// One warning per translation (a copy in another language than the source copy's) that leaves out
    /// texts the source copy gives: its pages show those in the source language.
    static func checkPartialCopies(_ paywall: Paywall, _ context: inout LintContext) {
        guard !paywall.isInferred, let source = paywall.sourceCopyLocale(context.catalog.sourceLocale),
            let sourceCopy = paywall.copy[source]
        else { return }
        for (locale, copy) in paywall.copy.sorted(by: { $0.key < $1.key }) where locale.language != source.language {
            let borrowed = copy.filled(from: sourceCopy).borrowed
            guard !borrowed.isEmpty else { continue }
            context.report(
                .missingTranslation,
                "the \(locale) copy of paywall \"\(paywall.id)\" has no \(copy.borrowedList(borrowed, from: sourceCopy)); its pages show the \(source) text",
                at: NodeReader.join("\(paywall.path).copy", locale.identifier),
                hint: "translate what is missing (`catalog-site translations export` writes it for translators), or, where the"
                    + " \(source) text is meant, copy it and list the field in \"sameAsSource\"")
        }
    }

    /// The terms and privacy links are web or mail links a preview may show.
    static func checkLinks(_ paywall: Paywall, _ context: inout LintContext) {
        for (name, url) in [(CatalogJSONFields.Links.terms, paywall.termsURL), (.privacy, paywall.privacyURL)] {
            guard let url, LinkRules.allowed(url) == nil else { continue }
            context.report(
                .linkScheme,
                "the \(name.rawValue) link \"\(url)\" is not an https:, http: or mailto: link, or holds control characters",
                at: "\(paywall.path).links.\(name.rawValue)",
                hint: "previews only link to the web or to mail")
        }
    }

    /// A custom call to action ("Start your free week") with no label of its own for customers who get
    /// no introductory offer: they would see a button promising an offer they do not get. One warning
    /// per paywall, at the first such copy, naming every locale.
    static func checkCallsToAction(_ paywall: Paywall, _ context: inout LintContext) {
        let catalog = context.catalog
        guard paywall.productIDs.contains(where: { catalog.product(withID: $0)?.introductoryOffer != nil }) else { return }
        // A translation without a label of its own shows the source copy's (field by field fallback).
        let sourceLabel = paywall.sourceCopyLocale(catalog.sourceLocale).flatMap { paywall.copy[$0]?.callToActionWithoutOffer }
        guard sourceLabel == nil else { return }
        // The keys alone: filtering the dictionary would build another one.
        let locales = paywall.copy.compactMap { locale, copy in
            copy.callToAction?.isEmpty == false && copy.callToActionWithoutOffer == nil ? locale : nil
        }.sorted()
        guard let first = locales.first, let call = paywall.copy[first]?.callToAction else { return }
        let names = locales.map(\.identifier).joined(separator: ", ")
        let example = locales.count == 1 ? " (\"\(call)\")" : ""
        context.report(
            .callToActionWithoutOffer,
            "paywall \"\(paywall.id)\" has a custom call to action for \(names)\(example) but none for customers who get no introductory offer",
            at: "\(NodeReader.join("\(paywall.path).copy", first.identifier)).callToAction",
            hint: "they would see it too; add \"callToActionWithoutOffer\" (e.g. \"Subscribe\") next to each \"callToAction\"")
    }
}
