/// A fixture that could not be set up, in plain words.
struct FixtureError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
