import Catalog

/// Why a translation export or import could not be done at all.
///
/// Problems inside a translation file (a malformed document, an unknown ID) are `TranslationIssue`s
/// instead, so that every one of them is reported.
public enum TranslationError: CatalogError, Equatable {
    /// A string holds a character XML 1.0 cannot contain, even escaped (a control character).
    case unencodableCharacter(id: String, language: String, scalar: Unicode.Scalar)
    /// The catalog to import into is an Xcode `.storekit` file.
    case storeKitTarget(file: String)
    /// The catalog has errors that stop it from being read; `findings` say where.
    case catalogNotRead(file: String, findings: [Diagnostic])
    /// A translation file is neither XLIFF (`.xliff`, `.xlf`) nor a String Catalog (`.xcstrings`).
    case unknownFileType(file: String)
    /// A file could not be read.
    case cannotRead(file: String)
    /// A file or folder could not be written.
    case cannotWrite(path: String, reason: String)

    /// What went wrong, naming the file.
    public var description: String {
        switch self {
        case .unencodableCharacter(let id, let language, let scalar):
            let code = "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
            return "\(id) (\(language)) contains the control character \(code), which XML 1.0 cannot hold"
        case .storeKitTarget(let file): return "\(file): translations cannot be imported into an Xcode .storekit file"
        case .catalogNotRead(let file, _): return "\(file): the catalog could not be read"
        case .unknownFileType(let file): return "\(file): not a translation file (.xliff, .xlf or .xcstrings)"
        case .cannotRead(let file): return "\(file): cannot read the file"
        case .cannotWrite(let path, let reason): return "\(path): cannot write (\(reason))"
        }
    }

    /// How to fix it.
    public var hint: String? {
        switch self {
        case .unencodableCharacter: "remove the character from the catalog; it is invisible and no store shows it"
        case .storeKitTarget: "edit the localizations in Xcode, or import into a catalog .json file"
        case .catalogNotRead: "fix the errors above, then import again"
        case .unknownFileType: "export with `catalog-site translations export --format xliff|xcstrings`"
        case .cannotRead: "check that the file exists and that you may read it"
        case .cannotWrite: "check the folder exists and that you may write to it"
        }
    }
}

extension String {
    /// The string with leading zeros up to a width ("A" → "000A").
    fileprivate func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
