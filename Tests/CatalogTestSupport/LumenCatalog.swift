import Foundation

/// A small catalog of one subscription whose paywall previews en-US and ar-SA, for tests of translations
/// that cover only part of a copy: importing a translator's partial work, and the page that shows it.
public enum LumenCatalog {
    /// The Arabic subtitle a translator hands back.
    public static let arabicSubtitle = "ضوء لكل غرفة"

    /// The catalog's text, with an ar_SA copy of `arabicCopy` (a JSON object) when given, else none.
    ///
    /// ```swift
    /// LumenCatalog.text(arabicCopy: #"{ "subtitle": "\(LumenCatalog.arabicSubtitle)" }"#)
    /// ```
    public static func text(arabicCopy: String? = nil) -> String {
        let arabic = arabicCopy.map { ",\n        \"ar_SA\": \($0)" } ?? ""
        return """
            {
              "name": "Lumen",
              "sourceLocale": "en_US",
              "products": [
                { "id": "com.lumen.pro", "type": "autoRenewable", "group": "pro", "period": "P1M",
                  "prices": { "US": "4.99", "SA": "19.99" },
                  "localizations": {
                    "en_US": { "displayName": "Lumen Pro", "description": "Everything" },
                    "ar_SA": { "displayName": "لومن برو", "description": "كل شيء" }
                  } }
              ],
              "groups": [ { "id": "pro", "name": "Pro" } ],
              "paywalls": [
                { "id": "main", "products": ["com.lumen.pro"], "locales": ["en_US", "ar_SA"],
                  "copy": {
                    "en_US": { "title": "Get {appName} Pro", "subtitle": "Light for every room", "features": ["Scenes", "Schedules", "Widgets"] }\(arabic)
                  } }
              ]
            }

            """
    }
}
