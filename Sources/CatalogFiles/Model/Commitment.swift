import CatalogText

/// A subscription billed every period for a committed number of payments: Google Play's installment
/// base plans (`installmentsBasePlanType`) and the App Store's monthly billing with a 12-month commitment.
///
/// Cancelling during the commitment stops only the renewal: the payments left in the commitment are
/// still charged (Android Publisher API, `CancellationType.USER_REQUESTED_STOP_RENEWALS`).
///
/// ```swift
/// let yearOfMonths = Commitment(payments: 12, renewal: .withCommitment)
/// yearOfMonths.payments  // 12
/// ```
public struct Commitment: Sendable, Hashable {
    /// What the plan turns into once the committed payments are made.
    public enum Renewal: String, Sendable, Hashable, CaseIterable {
        /// It renews into another commitment of the same number of payments (Play:
        /// `RENEWAL_TYPE_RENEWS_WITH_COMMITMENT`; the App Store's commitment plans).
        case withCommitment
        /// It renews every period with no commitment (Play: `RENEWAL_TYPE_RENEWS_WITHOUT_COMMITMENT`).
        case withoutCommitment
    }

    /// How many payments, one per billing period, the customer commits to (Play: `committedPaymentsCount`).
    public let payments: Int
    /// What happens after the last committed payment.
    public let renewal: Renewal

    /// A commitment of `payments` billing periods.
    public init(payments: Int, renewal: Renewal = .withCommitment) {
        self.payments = payments
        self.renewal = renewal
    }
}
