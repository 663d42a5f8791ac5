import Catalog

/// Reads and lints catalog text as `catalog-site lint` does, but keeps the reader's diagnostics in the
/// order it reported them, before the linter's (`CatalogLoader.Output.findings()` sorts them by position).
func lint(_ text: String, file: String = "test.json") -> [Diagnostic] {
    let output = CatalogLoader.load(bytes: Array(text.utf8), file: file)
    return output.diagnostics + (output.catalog.map(Linter().lint) ?? [])
}

/// A minimal valid catalog with one monthly subscription; `products` and `extra` replace parts of it.
func minimalCatalog(stores: String = #"["appStore"]"#, product: String? = nil, extraProducts: String = "", paywalls: String = "[]")
    -> String
{
    let monthly =
        product ?? """
            {
              "id": "com.example.pro.monthly", "type": "autoRenewable", "group": "pro", "period": "P1M",
              "prices": { "US": "9.99", "DE": "9.99", "JP": "1500" },
              "localizations": { "en_US": { "displayName": "Pro Monthly", "description": "Everything, billed monthly" } }
            }
            """
    return """
        {
          "name": "Example",
          "stores": \(stores),
          "groups": [ { "id": "pro", "name": "Pro" } ],
          "products": [
            \(monthly)\(extraProducts)
          ],
          "paywalls": \(paywalls)
        }
        """
}
