import Catalog

extension Paywall.Copy {
    /// The copy as a pseudo-locale's page shows it: every field is a MessageFormat pattern, so only its
    /// literal text is made pseudo (arguments and plural or select syntax are kept), before formatting.
    func madePseudo(_ pseudo: LocaleID.Pseudo?) -> Paywall.Copy {
        guard let pseudo else { return self }
        return Paywall.Copy(
            title: pseudo.pattern(title), subtitle: pseudo.pattern(subtitle), features: features.map(pseudo.pattern),
            callToAction: callToAction.map(pseudo.pattern), callToActionWithoutOffer: callToActionWithoutOffer.map(pseudo.pattern),
            sameAsSource: sameAsSource, missingFields: missingFields)
    }
}
