import Foundation

/// A Hugo site comparable to the `.storekit` site case: 250 sections × 40 pages (10,000 pages), each
/// page's front matter holding what our page shows (title, five plan cards, calls to action,
/// disclosures) and one layout placing it in HTML of about the same size as ours, with a 40-entry
/// language switcher from a data file. Built with `hugo --quiet -d DIR` into a folder in memory.
struct HugoSite {
    static let executable = "/usr/bin/hugo"

    /// Hugo on PATH (or at /usr/bin/hugo), or nil.
    static var path: String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin"]
        return folders.map { ($0 as NSString).appendingPathComponent("hugo") }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Writes the site's sources (config, layouts, data, 10,000 content files) into `folder`.
    static func write(to folder: URL) throws {
        let manager = FileManager.default
        for sub in ["layouts/_default", "data", "content"] {
            try manager.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        try write(config, to: folder.appendingPathComponent("hugo.toml"))
        try write(single, to: folder.appendingPathComponent("layouts/_default/single.html"))
        try write(list, to: folder.appendingPathComponent("layouts/_default/list.html"))
        try write(list, to: folder.appendingPathComponent("layouts/index.html"))
        let locales = PriceWorkload.locales.map { locale in
            "- tag: \"\(tag(locale))\"\n  name: \"\(locale.replacingOccurrences(of: "_", with: " "))\"\n"
        }
        try write(locales.joined(), to: folder.appendingPathComponent("data/locales.yaml"))
        let prices = ["3.99", "9.99", "24.99", "44.99", "79.99"]
        let units = ["week", "month", "3 months", "6 months", "year"]
        for group in 0..<StoreKitSiteWorkload.groupCount {
            let section = folder.appendingPathComponent("content/app\(group)")
            try manager.createDirectory(at: section, withIntermediateDirectories: true)
            try write("---\ntitle: \"App \(group) Premium\"\n---\n", to: section.appendingPathComponent("_index.md"))
            for locale in PriceWorkload.locales {
                var text =
                    "---\ntitle: \"App \(group) Premium\"\nlang: \"\(tag(locale))\"\ncatalog: \"Generated\"\npaywall: \"app-\(group)-premium\"\n"
                text += "cta: \"Start free trial\"\nctaWithout: \"Subscribe\"\ncancel: \"Cancel anytime\"\nplans:\n"
                for plan in 0..<5 {
                    text +=
                        "- id: \"plan-\(plan + 1)\"\n  name: \"Plan \(plan + 1) \(locale)\"\n  price: \"$\(prices[plan])/\(units[plan])\"\n"
                    text += "  description: \"Everything, plan \(plan + 1)\"\n  selected: \(plan == 4)\n"
                    if plan == 4 { text += "  offer: \"1 week free, then $79.99/year\"\n  badge: \"Best value\"\n" }
                    if plan > 0 { text += "  equivalent: \"$\(prices[0])/week\"\n  saving: \"Save \(plan * 15)%\"\n" }
                    text +=
                        "  disclosure: \"Renews automatically at $\(prices[plan]) every \(units[plan]) until cancelled. Cancel at least 24 hours before the end of the period.\"\n"
                }
                text += "---\n"
                try write(text, to: section.appendingPathComponent("\(tag(locale)).md"))
            }
        }
    }

    /// "zh_Hant_TW" → "zh-hant-tw", the file name our site gives the locale's page.
    static func tag(_ locale: String) -> String { locale.replacingOccurrences(of: "_", with: "-").lowercased() }

    private static func write(_ text: String, to file: URL) throws { try Data(text.utf8).write(to: file) }

    static let config = """
        baseURL = "https://example.com/"
        disableKinds = ["taxonomy", "term", "RSS", "sitemap", "404", "robotsTXT"]
        uglyURLs = true
        title = "Generated"

        """

    static let list = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
        <body><h1>{{ .Title }}</h1><ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }} {{ .Params.lang }}</a></li>{{ end }}</ul></body></html>

        """

    static let single = """
        <!DOCTYPE html>
        <html lang="{{ .Params.lang }}" dir="ltr">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>{{ .Title }} — {{ .Params.paywall }} — {{ .Params.lang }}</title>
        <link rel="stylesheet" href="../assets/paywall.css">
        </head>
        <body>
        <span class="width-target" id="w430"></span><span class="width-target" id="w768"></span>
        <main class="stage">
        <input class="state" type="radio" name="eligibility" id="eligible" checked>
        <input class="state" type="radio" name="eligibility" id="ineligible">
        <nav class="preview-bar" dir="ltr" lang="en">
        <a class="back" href="../index.html">{{ .Params.catalog }} · {{ .Params.paywall }}</a>
        <span class="switch" role="group" aria-label="Introductory offer eligibility">
        <label for="eligible" lang="{{ .Params.lang }}" dir="ltr">With offer</label>
        <label for="ineligible" lang="{{ .Params.lang }}" dir="ltr">Without offer</label>
        </span>
        </nav>
        <div class="phone">
        <header class="hero">
        <h1>{{ .Title }}</h1>
        </header>
        <fieldset class="plans">
        <legend>{{ .Title }}</legend>
        {{ range .Params.plans }}<article class="plan{{ if .selected }} highlighted{{ end }}">
        <input class="plan-choice" type="radio" name="plan" id="{{ .id }}" aria-describedby="{{ .id }}-price"{{ if .selected }} checked{{ end }}>
        {{ with .badge }}<p class="badge">{{ . }}</p>{{ end }}
        <h2 class="plan-name"><label for="{{ .id }}">{{ .name }}</label></h2>
        <p class="plan-price" id="{{ .id }}-price">{{ .price }}</p>
        {{ with .offer }}<p class="plan-offer with-offer">{{ . }}</p>{{ end }}
        {{ with .equivalent }}<p class="plan-equivalent">{{ . }}</p>{{ end }}
        {{ with .saving }}<p class="plan-saving">{{ . }}</p>{{ end }}
        <p class="plan-description">{{ .description }}</p>
        </article>
        {{ end }}</fieldset>
        <p class="cta-wrap">{{ range .Params.plans }}<a class="cta with-offer for-{{ .id }}" href="#eligible">{{ $.Params.cta }}</a><a class="cta without-offer for-{{ .id }}" href="#ineligible">{{ $.Params.ctaWithout }}</a>{{ end }}</p>
        <p class="reassurance">{{ .Params.cancel }}</p>
        {{ range .Params.plans }}<p class="disclosure with-offer for-{{ .id }}">{{ .disclosure }}</p>
        <p class="disclosure without-offer for-{{ .id }}">{{ .disclosure }}</p>
        {{ end }}<p class="links"><a href="#restore">Restore purchases</a> · <a href="https://example.com/terms">Terms of Use</a> · <a href="https://example.com/privacy">Privacy Policy</a></p>
        </div>
        <nav class="locales" aria-label="Language">
        <h2>Language</h2>
        <ul>
        {{ $lang := .Params.lang }}{{ range .Site.Data.locales }}{{ if eq .tag $lang }}<li><span lang="{{ .tag }}" aria-current="page">{{ .name }}</span></li>
        {{ else }}<li><a lang="{{ .tag }}" hreflang="{{ .tag }}" href="{{ .tag }}.html">{{ .name }}</a></li>
        {{ end }}{{ end }}</ul>
        </nav>
        </main>
        </body>
        </html>

        """
}
