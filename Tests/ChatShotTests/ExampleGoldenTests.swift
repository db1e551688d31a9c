import Foundation
import Testing

@testable import ChatShot

/// Every example in Examples/ against its goldens: the layout dump (exact text) and the
/// image at scale 1 and 2 (by pixels, within `Golden`'s stated tolerance).
@Suite(.serialized) struct ExampleGoldenTests {
  static let examples = ["weekend", "long-messages", "cjk-emoji", "repeated-times", "marathon-300"]

  @Test(arguments: examples)
  func example(_ name: String) throws {
    let path = Golden.repository.appendingPathComponent("Examples/\(name).json").path
    let conversation = try ConversationDecoder.decode(contentsOf: path)
    let renderer = try ChatRenderer()
    var layoutText: String?
    for scale in [1.0, 2.0] {
      var options = RenderOptions()
      options.scale = scale
      let layout = renderer.layout(conversation, theme: .standard, options: options)
      let dump = layout.dump(scale: 1).serialized()
      // The frame model does not depend on the scale.
      if let layoutText { #expect(dump == layoutText) }
      layoutText = dump
      let sink = MemorySink()
      try renderer.render(layout, of: conversation, theme: .standard, options: options, to: sink)
      try Golden.assertImage(sink.bytes, named: "examples/\(name)@\(Int(scale))x.png")
    }
    Golden.assertText(layoutText ?? "", named: "examples/\(name).layout.json")
  }
}
