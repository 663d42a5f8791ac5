import CatalogJSON
import CatalogText

extension PlayFileReader {
    /// A `Money` object `{currencyCode, units, nanos}` read exactly; `units` and `nanos` may be left out
    /// (zero, as Google's JSON omits them). A negative amount, signs that differ or digits that are no
    /// number are reported at the value.
    func money(_ value: some Located) -> Money? {
        guard let fields = reader.object(value, fields: PlayFields.Money.self, unknownSeverity: .note),
            let code = required(.currencyCode, of: fields, hint: "an ISO 4217 code such as \"USD\""),
            let codeEntry = fields[.currencyCode],
            let currency = reader.currency(code, at: codeEntry.path, codeEntry.node.location)
        else { return nil }
        var units = "0"
        if let entry = fields[.units] {
            switch entry.node.value {
            case .string(let text), .number(let text): units = text
            default:
                reader.report(
                    .wrongType, "expected a whole number as a string, found \(entry.node.kind)", at: entry.path, entry.node.location)
                return nil
            }
        }
        var nanos = 0
        if let entry = fields[.nanos] {
            guard let read = reader.integer(entry.node, at: entry.path, minimum: -999_999_999, maximum: 999_999_999) else { return nil }
            nanos = read
        }
        return amount(PlayAmount.money(units: units, nanos: nanos), currency, at: value)
    }

    /// A legacy price `{priceMicros, currency}` read exactly.
    func microsPrice(_ value: some Located) -> Money? {
        guard let fields = reader.object(value, fields: PlayFields.MicrosPrice.self, unknownSeverity: .note),
            let code = required(.currency, of: fields, hint: "an ISO 4217 code such as \"USD\""),
            let codeEntry = fields[.currency],
            let currency = reader.currency(code, at: codeEntry.path, codeEntry.node.location),
            let microsEntry = fields[.priceMicros]
                ?? {
                    reader.missing(.priceMicros, of: fields); return nil
                }()
        else { return nil }
        let text: String
        switch microsEntry.node.value {
        case .string(let spelled), .number(let spelled): text = spelled
        default:
            reader.report(
                .wrongType, "expected a whole number of millionths as a string, found \(microsEntry.node.kind)", at: microsEntry.path,
                microsEntry.node.location)
            return nil
        }
        return amount(PlayAmount.micros(text), currency, at: value)
    }

    /// Money from an amount's reading, or a finding at the value.
    private func amount(_ reading: PlayAmount.Reading, _ currency: Currency, at value: some Located) -> Money? {
        switch reading {
        case .invalid(let message):
            reader.report(
                .invalidPrice, message, at: value.path, value.node.location,
                hint: "Google's Money: units a whole number, nanos billionths with the sign of units")
            return nil
        case .amount(let text, negative: true):
            reader.report(
                .invalidPrice, "the price is negative: -\(text) \(currency.code)", at: value.path, value.node.location,
                hint: "prices and discounts are amounts of at least 0")
            return nil
        case .amount(let text, negative: false):
            return reader.money(text, currency, at: value.path, value.node.location)
        }
    }

    /// `{usdPrice, eurPrice}`, both required.
    func otherRegionsPrices(_ value: some Located) -> OtherRegionsPrices? {
        guard let fields = fields(value.node, at: value.path, PlayFields.OtherRegionsPrices.self) else { return nil }
        guard let usdEntry = fields[.usdPrice] else {
            reader.missing(.usdPrice, of: fields, hint: "Play prices regions without their own in US dollars and euros")
            return nil
        }
        guard let eurEntry = fields[.eurPrice] else {
            reader.missing(.eurPrice, of: fields, hint: "Play prices regions without their own in US dollars and euros")
            return nil
        }
        guard let usd = money(usdEntry), let eur = money(eurEntry) else { return nil }
        return OtherRegionsPrices(usd: usd, eur: eur)
    }

    /// Regional prices `[{regionCode, <priceField>}]`, aliased so that lint names them `<canonical>.<REGION>`;
    /// each config's other fields are kept under `regionalConfig:<REGION>`.
    func regionalPrices(
        _ list: NodeReader.Entry?, canonical: String, kept: inout [String: KeptFields]
    ) -> [Region: Money] {
        var prices: [Region: Money] = [:]
        for item in reader.array(list) ?? [] {
            guard let fields = fields(item.node, at: item.path, PlayFields.RegionalPrice.self),
                let codeEntry = fields[.regionCode]
                    ?? {
                        reader.missing(.regionCode, of: fields); return nil
                    }(),
                let region = region(codeEntry)
            else { continue }
            kept["regionalConfig:\(region.code)"] = self.kept(item.node, PlayFields.RegionalPrice.self)
            guard let priceEntry = fields[.price] else {
                reader.missing(.price, of: fields)
                continue
            }
            guard prices[region] == nil else {
                reader.report(
                    .duplicateField, "a second price for \(region.code)", at: item.path, item.node.location, hint: "keep one of them")
                continue
            }
            guard let money = money(priceEntry) else { continue }
            prices[region] = money
            reader.alias(canonical, .key(region.code), to: item.path, .key(PlayFields.RegionalPrice.price.rawValue))
        }
        return prices
    }
}
