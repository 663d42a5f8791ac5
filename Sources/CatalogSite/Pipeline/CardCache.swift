import Foundation

/// Plan cards rendered by the theme's `plan.mustache`, once per distinct card: paywall variants and
/// locales that show the same plan with the same texts share the rendering.
final class CardCache: @unchecked Sendable {
    private let lock = NSLock()
    private var cards: [PlanViewModel: String] = [:]

    func html(for plan: PlanViewModel, render: (PlanViewModel) throws(SiteError) -> String) throws(SiteError) -> String {
        lock.lock()
        let known = cards[plan]
        lock.unlock()
        if let known { return known }
        let html = try render(plan)
        lock.lock()
        cards[plan] = html
        lock.unlock()
        return html
    }
}
