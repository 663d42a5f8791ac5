/// A page written by step "render pages": what the report says about it, and its entry and row of the
/// index, rendered by the theme with the page.
struct RenderedPage: Sendable {
    let report: BuildReport.Page
    let indexEntry: IndexViewModel.Page
    let indexRow: String
}
