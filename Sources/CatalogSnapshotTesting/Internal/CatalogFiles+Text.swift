import CatalogSite

extension CatalogFiles {
    /// The catalogs' strings table as text, when they have no errors.
    func stringsText(locales: BuildOptions.LocaleSelection) throws(SnapshotFailure) -> String {
        let severities = try ProjectSeverities.resolve(severities)
        let table: StringsTable
        do {
            table = try StringsTable(inputs: paths, locales: locales, severities: severities)
        } catch {
            throw SnapshotFailure(error)
        }
        let errors = table.findings.filter { $0.severity == .error }
        if !errors.isEmpty { throw SnapshotFailure(findings: errors) }
        return table.text
    }
}
