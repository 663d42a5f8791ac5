import CatalogText
import Foundation

/// IDs and store metadata of products.
package enum ProductRules {
    package static let displayNameLimit = 30
    package static let descriptionLimit = 45
    static let referenceNameLimit = 64

    static func check(_ context: inout LintContext) {
        var seen: [String: String] = [:]
        for product in context.catalog.products {
            checkID(product, &seen, &context)
            checkReferenceName(product, &context)
            checkLocalizations(product, &context)
        }
    }

    /// The ID follows each store's rules and no other product has it.
    static func checkID(_ product: Product, _ seen: inout [String: String], _ context: inout LintContext) {
        let idPath = "\(product.path).id"
        for store in context.catalog.stores.sorted() {
            // A Play base plan is a product "productId:basePlanId"; Play's product ID rules are about its productId.
            let id = store == .googlePlay ? product.play?.productID ?? product.id : product.id
            // A base plan's `id` is its basePlanId; its `group`, the subscription's productId (the Play reader's names).
            let path = store == .googlePlay && product.play?.basePlanID != nil ? "\(product.path).group" : idPath
            for violation in ProductIDRules.violations(of: id, for: store) {
                context.report(
                    .productIDInvalid, "product ID \"\(id)\": \(violation.message)", at: path,
                    hint: store == .googlePlay ? "e.g. com.example.pro_monthly" : "e.g. com.example.pro.monthly")
            }
        }
        if let first = seen[product.id] {
            context.report(
                .productIDDuplicate, "product ID \"\(product.id)\" is also used by \(first)", at: idPath,
                hint: "stores never reuse an ID, even after deletion; give each product its own")
        } else {
            seen[product.id] = product.path
        }
    }

    /// The reference name, or the ID it defaults to, fits App Store Connect.
    static func checkReferenceName(_ product: Product, _ context: inout LintContext) {
        if context.catalog.stores.contains(.appStore), product.referenceName.count > referenceNameLimit {
            if product.referenceNameIsDefault {
                context.report(
                    .referenceNameTooLong,
                    "the reference name defaults to the product ID, which is \(product.referenceName.count) characters; App Store Connect allows \(referenceNameLimit)",
                    at: "\(product.path).id", hint: "add a \"referenceName\" of at most \(referenceNameLimit) characters")
            } else {
                context.report(
                    .referenceNameTooLong,
                    "reference name is \(product.referenceName.count) characters; App Store Connect allows \(referenceNameLimit)",
                    at: "\(product.path).referenceName")
            }
        }
    }

    /// Display names and descriptions fit the stores, and the source locale has one.
    static func checkLocalizations(_ product: Product, _ context: inout LintContext) {
        let sourceLocale = context.catalog.sourceLocale
        let limits = ListingLimits.of(product, in: context.catalog.stores)
        // Nearly every localization is fine: look for one that is not before sorting them for findings.
        if product.localizations.values.contains(where: { hasFinding($0, limits) }) {
            for (locale, localization) in product.localizations.sorted(by: { $0.key < $1.key }) {
                check(localization, locale, of: product, limits: limits, &context)
            }
        }
        if product.localizations.isEmpty {
            context.report(
                .missingLocalization, "product \"\(product.id)\" has no localization", at: "\(product.path).localizations",
                hint: "give at least the \(context.catalog.sourceLocale) display name and description")
        } else if sourceLocale.bestMatch(among: product.localizations.keys, source: sourceLocale)?.isFallback ?? true {
            if context.catalog.stores.contains(.googlePlay) {
                context.report(
                    .playDefaultListing,
                    "product \"\(product.play?.productID ?? product.id)\" has no \(sourceLocale) listing; Google Play requires one in the app's default language",
                    at: "\(product.path).localizations",
                    hint: "add a title and description in \(sourceLocale), or make the catalog's source locale a language it has")
            } else {
                context.report(
                    .missingSourceLocalization,
                    "product \"\(product.id)\" has no \(sourceLocale) localization, the catalog's source locale",
                    at: "\(product.path).localizations", hint: "every other language falls back to the source locale")
            }
        }
    }

    /// The findings of one localization, in the order they are reported: for each text, the strictest
    /// of the catalog's stores' limits it breaks (one finding per text).
    static func check(
        _ localization: Product.Localization, _ locale: LocaleID, of product: Product, limits: [ListingLimits],
        _ context: inout LintContext
    ) {
        let base = NodeReader.join("\(product.path).localizations", locale.identifier)
        if let limit = limits.filter({ exceeds(localization.displayName, $0.displayName) }).min(by: { $0.displayName < $1.displayName }) {
            context.report(
                .displayNameTooLong,
                "display name \"\(localization.displayName)\" is \(localization.displayName.count) characters; \(limit.allows) \(limit.displayName)",
                at: "\(base).displayName",
                hint: "shorten it to \(limit.displayName) characters; \(limit.console) refuses longer names")
        }
        if let limit = limits.filter({ exceeds(localization.description, $0.description) }).min(by: { $0.description < $1.description }) {
            context.report(
                .descriptionTooLong,
                "description is \(localization.description.count) characters; \(limit.allows) \(limit.description)",
                at: "\(base).description")
        }
        if isBlank(localization.displayName) {
            context.report(.displayNameEmpty, "the \(locale) display name is empty", at: "\(base).displayName")
        }
    }

    /// Whether `checkLocalizations` reports anything about a localization.
    static func hasFinding(_ localization: Product.Localization, _ limits: [ListingLimits]) -> Bool {
        limits.contains { exceeds(localization.displayName, $0.displayName) || exceeds(localization.description, $0.description) }
            || isBlank(localization.displayName)
    }

    /// Whether a text has more characters than a limit. A text of no more UTF-8 bytes, or no more
    /// Unicode scalars, than the limit cannot (a character has at least one of each), so characters,
    /// the costly count, are counted only for a text that has more scalars than the limit.
    static func exceeds(_ text: String, _ limit: Int) -> Bool {
        text.utf8.count > limit && text.unicodeScalars.count > limit && text.count > limit
    }

    /// Whether a text is empty once Foundation trims `.whitespaces` (tabs and Unicode space separators)
    /// from it; a text starting with any other ASCII character is not, so Foundation is rarely asked.
    static func isBlank(_ text: String) -> Bool {
        if let first = text.utf8.first, first < 0x80, first != 0x20, first != 0x09 { return false }
        return text.trimmingCharacters(in: .whitespaces).isEmpty
    }
}
