extension PricingPhase {
    /// How often a pricing phase bills.
    public enum Recurrence: Sendable, Hashable {
        /// Every period until the subscriber cancels: the regular price (Google recurrence mode 1).
        case infinite
        /// A fixed number of billing periods (pay as you go; a free trial is one free cycle; mode 2).
        case cycles(Int)
        /// One payment that covers the whole period (pay up front; Google mode 3).
        case once
    }
}
