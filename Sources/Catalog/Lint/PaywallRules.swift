/// Paywalls: products they name, translations they need, links they show.
enum PaywallRules {
    static let linkSchemes = ["https:", "http:", "mailto:"]

    static func check(_ context: inout LintContext) {
        let catalog = context.catalog
        var ids = Set<String>()
        for paywall in catalog.paywalls {
            if !ids.insert(paywall.id).inserted {
                context.report(.error, "paywall-id-duplicate", "paywall ID \"\(paywall.id)\" is used twice", at: "\(paywall.path).id")
            }
            if paywall.productIDs.isEmpty {
                context.report(.error, "paywall-empty", "paywall \"\(paywall.id)\" shows no products", at: "\(paywall.path).products")
            }
            let known = Set(catalog.products.map(\.id))
            for (index, id) in paywall.productIDs.enumerated() where !known.contains(id) {
                context.report(.error, "paywall-unknown-product", "paywall \"\(paywall.id)\" shows \"\(id)\", which is not in the catalog",
                               at: "\(paywall.path).products[\(index)]",
                               hint: EditDistance.closest(to: id, among: known, limit: 4).first.map { "did you mean \"\($0)\"?" })
            }
            if let highlight = paywall.highlight, !paywall.productIDs.contains(highlight) {
                context.report(.error, "paywall-unknown-product", "the highlighted \"\(highlight)\" is not among the paywall's products", at: "\(paywall.path).highlight")
            }
            if !paywall.isInferred, LocalizationFallback.resolve(catalog.sourceLocale, among: Array(paywall.copy.keys), source: catalog.sourceLocale)?.isFallback ?? true {
                context.report(.warning, "missing-source-copy", "paywall \"\(paywall.id)\" has no copy in the source locale \(catalog.sourceLocale)",
                               at: "\(paywall.path).copy", hint: "other languages fall back to it")
            }
            for locale in paywall.locales {
                // A paywall inferred from a .storekit file has no copy of its own to translate.
                if !paywall.isInferred,
                   let (used, isFallback) = LocalizationFallback.resolve(locale, among: Array(paywall.copy.keys), source: catalog.sourceLocale), isFallback {
                    context.report(.warning, "missing-translation", "paywall \"\(paywall.id)\" has no \(locale) copy; the preview uses \(used)",
                                   at: "\(paywall.path).copy", hint: "add \"\(locale.languageTag)\" to \"copy\"")
                }
                for id in paywall.productIDs {
                    guard let product = catalog.product(id) else { continue }
                    guard let (used, isFallback) = LocalizationFallback.resolve(locale, among: Array(product.localizations.keys), source: catalog.sourceLocale) else { continue }
                    if isFallback {
                        context.report(.warning, "missing-translation", "\"\(id)\" has no \(locale) display name for paywall \"\(paywall.id)\"; the preview uses \(used)",
                                       at: "\(product.path).localizations", hint: "add a \"\(locale.languageTag)\" localization")
                    }
                }
            }
            for (name, url) in [("terms", paywall.termsURL), ("privacy", paywall.privacyURL)] {
                guard let url else { continue }
                if !linkSchemes.contains(where: { url.lowercased().hasPrefix($0) }) {
                    context.report(.error, "link-scheme", "the \(name) link \"\(url)\" is not an https:, http: or mailto: link", at: "\(paywall.path).links.\(name)",
                                   hint: "previews only link to the web or to mail")
                }
            }
        }
    }
}
