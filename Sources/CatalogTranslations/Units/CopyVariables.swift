/// The variables paywall copy may use (the contract of issue 10), listed in translators' notes.
enum CopyVariables {
    /// Text, number and select variables, in the order the documentation lists them.
    static let all = [
        "price", "pricePerPeriod", "period", "duration", "pricePerDay", "pricePerWeek", "pricePerMonth", "pricePerYear",
        "offer", "offerPrice", "offerDuration", "trialDuration", "saving", "productName", "appName", "periodly",
        "trialDays", "offerPeriods", "savingPercent", "periodInDays", "periodInWeeks", "periodInMonths", "periodInYears",
        "eligible",
    ]
}
