import Catalog

extension StringsTableFile {
    /// Why a file is not a strings table this version reads: the file, the line and the rule broken.
    package struct Problem: CatalogError, Equatable {
        /// What is wrong with the line.
        package enum Reason: Sendable, Equatable {
            /// The first line is not a strings table's header.
            case noHeader
            /// The header names a format version other than ``StringsTable/formatVersion``.
            case otherFormat(Int)
            /// A line has no ` = ` between a key and a value.
            case notKeyAndValue
            /// A `\` escape is not one the table writes.
            case badEscape
            /// A key appears twice.
            case duplicateKey(String)
        }

        /// The file's path.
        package let path: String
        /// The line, from 1.
        package let line: Int
        /// What is wrong.
        package let reason: Reason

        /// "strings.txt:1: not a catalog-site strings table: …".
        package var description: String {
            let message =
                switch reason {
                case .noHeader:
                    "not a catalog-site strings table: the first line is not \"\(StringsTableFile.headerPrefix)N, ICU N, CLDR N\""
                case .otherFormat(let format):
                    "the strings table is in format \(format); this catalog-site reads format \(StringsTable.formatVersion)"
                case .notKeyAndValue: "not a strings table line: no \" = \" between a key and a value"
                case .badEscape: "not a strings table line: a \\ escape other than \\\\, \\n, \\r or \\u{hex}"
                case .duplicateKey(let key): "the key \(key) appears twice"
                }
            return "\(path):\(line): \(message)"
        }

        /// What to do about it.
        package var hint: String? { "write the file with catalog-site strings [paths] [--locales LIST] > FILE, then check against it" }
    }
}
