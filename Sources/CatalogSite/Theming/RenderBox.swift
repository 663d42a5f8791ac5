import Mustache

/// Hands a view model to swift-mustache by reference. Mustache keeps its context as `Any` and casts it
/// on every lookup; a large struct would be copied (and its strings retained) each time, a class is not.
final class RenderBox<Model: MustacheParent & Sendable>: MustacheParent, Sendable {
    let model: Model

    init(_ model: Model) { self.model = model }

    func child(named name: String) -> Any? { model.child(named: name) }
}
