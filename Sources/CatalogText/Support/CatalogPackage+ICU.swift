import CICU

extension CatalogPackage {
    /// The major version of the ICU library linked at run time, e.g. 72.
    ///
    /// Strings depend on ICU and its CLDR data; snapshot files are grouped by this version.
    public static var icuVersion: Int { Int(cicu_icu_major_version()) }

    /// The CLDR version of ICU's data, e.g. "42".
    public static var cldrVersion: String {
        (try? ICUString.read("read the CLDR version") { cicu_cldr_version($0, $1) }) ?? "unknown"
    }
}
