import CatalogJSON
import CatalogText
import Foundation

/// Reads the Google Play files of one app into one catalog: every file with its own reader (findings
/// name the file they are about), offers attached to their base plans across files, paywalls inferred.
///
/// The catalog is named after the app's `packageName`; its source locale is the app's default language
/// (a legacy product's `defaultLanguage`, else en-US when a listing has it, else the first listing's
/// language), its default storefront the source locale's region when a product is priced there, else
/// the United States. Model values are named `files[<n>].<path>` (`SourceMap`).
enum PlayCatalogAssembler {
    /// The catalog of `files`, named `name` in findings about the catalog as a whole (its folder, or its
    /// only file), and every finding of its files.
    static func assemble(_ files: [PlayCatalogFile], name: String) -> CatalogLoader.Output {
        var readers: [PlayFileReader] = []
        for (index, file) in files.enumerated() {
            let reader = PlayFileReader(file: file.file, bytes: file.bytes, fileIndex: index)
            reader.read(file.root, as: file.shape)
            readers.append(reader)
        }
        let packageName = checkPackages(readers)
        var products: [Product] = []
        var groups: [SubscriptionGroup] = []
        var subscriptions: [PlayFileContents.Subscription] = []
        for reader in readers { subscriptions += reader.contents.subscriptions }
        var offersByPlan: [String: [CatalogOffer]] = [:]
        attachOffers(readers, plans: Set(subscriptions.flatMap { $0.plans.map(\.id) }), into: &offersByPlan)
        var attached: [PlayFileContents.Subscription] = []
        for subscription in subscriptions {
            let plans = subscription.plans.map { plan in withOffers(plan, offersByPlan[plan.id] ?? []) }
            attached.append(PlayFileContents.Subscription(group: subscription.group, plans: plans))
            groups.append(subscription.group)
            products += plans
        }
        let oneTime = readers.flatMap(\.contents.oneTimeProducts)
        products += oneTime
        let source = sourceLocale(readers)
        let storefront =
            source.region.flatMap { try? Region($0) }.flatMap { region in
                products.contains { $0.prices[region] != nil } ? region : nil
            } ?? Region.unitedStates
        let paywalls = PlayPaywalls.infer(subscriptions: attached, oneTime: oneTime, storefront: storefront, sourceLocale: source)
        let catalog = ProductCatalog(
            name: packageName ?? name, stores: [.googlePlay], sourceLocale: source, defaultStorefront: storefront, groups: groups,
            products: products, paywalls: paywalls, sourceMap: SourceMap(file: name, parts: readers.map(\.reader.sourceMap)),
            play: packageName.map {
                PlayCatalogInfo(packageName: $0, regionsVersion: readers.lazy.compactMap(\.contents.regionsVersion).first)
            })
        return CatalogLoader.Output(file: name, catalog: catalog, diagnostics: readers.flatMap(\.reader.diagnostics))
    }

    /// The app's package name: the first one stated. Another one is an error where it is written: the
    /// files of one catalog are one app's.
    private static func checkPackages(_ readers: [PlayFileReader]) -> String? {
        var first: (name: String, file: String)?
        for reader in readers {
            for stated in reader.contents.packageNames {
                guard let known = first else {
                    first = (stated.name, reader.reader.file)
                    continue
                }
                guard stated.name != known.name else { continue }
                reader.reader.report(
                    .invalidValue, "packageName \"\(stated.name)\" is not \"\(known.name)\", the app of \(known.file)", at: stated.path,
                    stated.location,
                    hint: "the Play files of one folder (or one command line) are one app's: move this file to a folder of its own")
            }
        }
        return first?.name
    }

    /// Each offer under the ID of the base plan it names; an offer whose base plan no file has is an error.
    private static func attachOffers(_ readers: [PlayFileReader], plans: Set<String>, into offers: inout [String: [CatalogOffer]]) {
        for reader in readers {
            for pending in reader.contents.offers {
                let id = PlayProductInfo(productID: pending.productID, basePlanID: pending.basePlanID).productIDInCatalog
                guard plans.contains(id) else {
                    let known = plans.filter { $0.hasPrefix(pending.productID + ":") }.sorted()
                    reader.reader.report(
                        .invalidValue,
                        "offer \"\(pending.offer.id ?? "")\" is for base plan \"\(pending.basePlanID)\" of \"\(pending.productID)\", which no file of this catalog has",
                        at: pending.basePlanPath, pending.basePlanLocation,
                        hint: known.isEmpty
                            ? "give the Subscription file of \"\(pending.productID)\" with its offers (the same folder, or the same command line)"
                            : "its base plans: \(known.map { String($0.dropFirst(pending.productID.count + 1)) }.joined(separator: ", "))")
                    continue
                }
                offers[id, default: []].append(pending.offer)
            }
        }
    }

    /// A plan with its offers added after those it has.
    private static func withOffers(_ plan: Product, _ offers: [CatalogOffer]) -> Product {
        guard !offers.isEmpty else { return plan }
        return Product(
            id: plan.id, type: plan.type, referenceName: plan.referenceName, groupID: plan.groupID, level: plan.level, period: plan.period,
            prices: plan.prices, localizations: plan.localizations, offers: plan.offers + offers, commitment: plan.commitment,
            play: plan.play, path: plan.path)
    }

    /// The app's default language: a legacy product's `defaultLanguage`, else en-US when a listing has
    /// it, else the first listing's language, else en-US.
    private static func sourceLocale(_ readers: [PlayFileReader]) -> LocaleID {
        if let stated = readers.lazy.compactMap(\.contents.defaultLanguage).first { return stated }
        let english = Store.googlePlay.language(forCode: "en-US")?.locale ?? LocaleID(validated: "en_US")
        let listed = readers.flatMap(\.contents.listingLocales)
        return listed.contains(english) ? english : listed.first ?? english
    }
}
