import CICU

/// The ICU library and CLDR data that produce every string.
///
/// Strings depend on these versions; snapshot files are grouped by `ICUVersion.major`.
public enum ICUVersion {
    /// The major version of the ICU library linked at run time, e.g. 72.
    public static var major: Int { Int(cicu_icu_major_version()) }

    /// The CLDR version of ICU's data, e.g. "42".
    public static var cldr: String {
        (try? ICUString.read("read the CLDR version") { cicu_cldr_version($0, $1) }) ?? "unknown"
    }
}
