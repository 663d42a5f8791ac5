/// A text box of the default theme at 375 px, for overflow warnings.
struct TextBox: Sendable {
    let fontSize: Double
    let width: Double
    let lines: Int

    static let title = TextBox(fontSize: 28, width: 343, lines: 3)
    static let planName = TextBox(fontSize: 17, width: 311, lines: 2)
    /// A call to action, which should stay on one line.
    static let button = TextBox(fontSize: 17, width: 311, lines: 1)
    static let badge = TextBox(fontSize: 12, width: 200, lines: 1)

    /// Whether the text is likely to overflow the box (`TextFit.overflows`).
    func overflows(_ text: String) -> Bool { TextFit.overflows(text, fontSize: fontSize, boxWidth: width, lines: lines) }
}
