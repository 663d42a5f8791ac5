import Catalog
import CatalogSite
import Foundation

/// The `.storekit` site case of issue 13: an Xcode StoreKit configuration file of 250 subscription groups
/// of five plans, each localized in the 40 price locales (about 5 MB). The reader infers one paywall per
/// group, in the locales its plans are localized in, so the site has 250 × 40 = 10,000 pages, built into
/// a folder in memory: load, lint, render, write, swap. `HugoSite` builds a comparable Hugo site in the
/// same run.
struct StoreKitSiteWorkload {
    static let groupCount = 250
    static let plans = SiteWorkload.plans
    static var pageCount: Int { groupCount * PriceWorkload.locales.count }

    /// The `.storekit` file's text, deterministic, laid out as Xcode writes it (two-space indentation,
    /// `" : "` between keys and values) except that each localization is on one line.
    static func storeKitText() -> String {
        var groups: [String] = []
        for index in 0..<groupCount {
            let groupID = String(21_000_000 + index)
            let names = PriceWorkload.locales.map { locale in
                #"        { "description" : "", "displayName" : "App \#(index) Premium", "locale" : "\#(locale)" }"#
            }
            var subscriptions: [String] = []
            for (plan, period) in plans.enumerated() {
                let localizations = PriceWorkload.locales.map { locale in
                    #"            { "description" : "Everything, plan \#(plan + 1)", "displayName" : "Plan \#(plan + 1) \#(locale)", "locale" : "\#(locale)" }"#
                }
                let offer =
                    plan == 4
                    ? """
                    {
                                "internalID" : "\(String(format: "%08X", index * 8 + plan))",
                                "numberOfPeriods" : 1,
                                "paymentMode" : "free",
                                "subscriptionPeriod" : "P1W"
                              }
                    """ : "null"
                subscriptions.append(
                    """
                            {
                              "adHocOffers" : [

                              ],
                              "codeOffers" : [

                              ],
                              "displayPrice" : "\([3, 9, 24, 44, 79][plan]).99",
                              "familyShareable" : false,
                              "groupNumber" : \(plan + 1),
                              "internalID" : "\(6_500_000_000 + index * 8 + plan)",
                              "introductoryOffer" : \(offer),
                              "localizations" : [
                    \(localizations.joined(separator: ",\n"))
                              ],
                              "productID" : "com.example.app\(index).plan\(plan)",
                              "recurringSubscriptionPeriod" : "\(period)",
                              "referenceName" : "App \(index) plan \(plan + 1)",
                              "subscriptionGroupID" : "\(groupID)",
                              "type" : "RecurringSubscription"
                            }
                    """)
            }
            groups.append(
                """
                    {
                      "id" : "\(groupID)",
                      "localizations" : [
                \(names.joined(separator: ",\n"))
                      ],
                      "name" : "App \(index) Premium",
                      "subscriptions" : [
                \(subscriptions.joined(separator: ",\n"))
                      ]
                    }
                """)
        }
        return """
            {
              "identifier" : "5EB1A7C0",
              "nonRenewingSubscriptions" : [

              ],
              "products" : [

              ],
              "settings" : {
                "_failTransactionsEnabled" : false,
                "_locale" : "en_US",
                "_storefront" : "USA"
              },
              "subscriptionGroups" : [
            \(groups.joined(separator: ",\n"))
              ],
              "version" : {
                "major" : 3,
                "minor" : 0
              }
            }

            """
    }

    /// The case: the file written into the benchmark's folder in memory, then built like `catalog-site
    /// build FILE -o DIR`, twice (the faster run counts).
    func cases() throws -> [BenchmarkCase] {
        [
            try SiteWorkload.buildCase(
                "site-build/ours .storekit (10,000)", fileName: "Generated.storekit", text: Self.storeKitText(), pages: Self.pageCount,
                outputName: "_storekit-site", fresh: false, SiteWorkload.firstPageSize)
        ]
    }
}
