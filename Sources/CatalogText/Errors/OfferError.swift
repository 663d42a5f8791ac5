/// A list of pricing phases cannot be an offer, or a phase cannot be read or described.
public enum OfferError: CatalogError, Equatable {
    /// The offer has no phases.
    case noPhases
    /// The offer has more than `Offer.maximumPhases` phases before its regular price; the payload is how
    /// many it has.
    case tooManyPhases(Int)
    /// The phase at this 1-based position is open-ended but is not the last.
    case openEndedBeforeLast(phase: Int)
    /// The phases are priced in these different currencies (codes, sorted).
    case mixedCurrencies([String])
    /// A phase bills fewer than once; the payload is the cycle count given.
    case noCycles(Int)
    /// A sentence was asked for no phases.
    case nothingToDescribe
    /// A disclosure was asked for an offer without a regular, open-ended phase.
    case noRegularPhase
    /// A phase spec (`catalog-site offer --phase`) is not `PRICE:PERIOD[:COUNT]`.
    case malformedPhase(String)
    /// The count of a phase spec is not a number from 1 to 120, `once` or `forever`.
    case invalidCount(String, phase: String)
    /// The price of a phase spec is not a plain decimal (nor `free`).
    case invalidPrice(AmountError)
    /// The period of a phase spec, or the period it lasts, is not a subscription period.
    case invalidPeriod(PeriodError)
    /// The offer's text could not be written: ICU failed, or a phrase has no text for it.
    case format(FormatError)

    /// What is wrong with the phases.
    public var description: String {
        switch self {
        case .noPhases: "an offer needs at least one phase"
        case .tooManyPhases(let count): "an offer has at most \(Offer.maximumPhases) phases, this one has \(count)"
        case .openEndedBeforeLast(let phase): "phase \(phase) never ends, so the phases after it would never start"
        case .mixedCurrencies(let codes): "the phases mix currencies (\(codes.joined(separator: ", ")))"
        case .noCycles(let count): "a phase must bill at least once (got \(count) cycles)"
        case .nothingToDescribe: "there are no phases to describe"
        case .noRegularPhase: "the offer has no regular, auto-renewing phase to disclose"
        case .malformedPhase(let spec): "phase \"\(spec)\" is not PRICE:PERIOD[:COUNT]"
        case .invalidCount(let count, let spec): "\"\(count)\" in phase \"\(spec)\" is not a count from 1 to 120"
        case .invalidPrice(let error): error.description
        case .invalidPeriod(let error): error.description
        case .format(let error): error.description
        }
    }

    /// How to fix the phases, where there is more to say than the message.
    public var hint: String? {
        switch self {
        case .openEndedBeforeLast: "give it a number of cycles, or make it the last phase"
        case .noCycles: "use a count of 1 or more"
        case .noRegularPhase: "end the phases with the regular price (recurrence: infinite)"
        case .malformedPhase: "e.g. free:P1W, 1.99:P1M:3, 29.99:P6M:once, 9.99:P1M"
        case .invalidCount: "use a whole number from 1 to 120, once or forever"
        case .invalidPrice(let error): error.hint
        case .invalidPeriod(let error): error.hint
        case .format(let error): error.hint
        case .noPhases, .tooManyPhases, .mixedCurrencies, .nothingToDescribe: nil
        }
    }
}
