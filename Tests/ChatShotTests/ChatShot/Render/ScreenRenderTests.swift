import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// The screen parts through the renderer's one entry point: status bar values change only
/// the status bar's pixels, dark changes pixels but not the size, `--input-bar` is
/// `--chrome`, and without a screen option nothing changes.
@Suite struct ScreenRenderTests {
  static func conversation(_ screen: ScreenValues = ScreenValues()) -> Conversation {
    var c = Conversation(
      participants: [Participant(id: "me"), Participant(id: "ann", name: "Ann")],
      messages: [
        Message(from: "ann", text: "Is the status bar drawn crisp?"),
        Message(from: "me", text: "At every scale 👍"),
      ])
    c.screen = screen
    return c
  }

  static func image(
    _ c: Conversation, theme: String = "default", _ configure: (inout RenderOptions) -> Void
  ) throws -> RGBAImage {
    var options = RenderOptions()
    options.theme = theme
    options.metadata = false
    configure(&options)
    let png = try ChatRenderer().render(c, options: options).bytes
    return try PNGReader.decode(png).image
  }

  /// The device rows where `a` and `b` differ.
  static func differingRows(_ a: RGBAImage, _ b: RGBAImage) -> [Int] {
    let stride = a.width * 4
    return (0..<a.height).filter { y in
      a.pixels[y * stride..<(y + 1) * stride] != b.pixels[y * stride..<(y + 1) * stride]
    }
  }

  @Test(arguments: ["default", "jabber", "qq", "wechat"])
  func screenValuesChangeOnlyTheStatusBar(_ theme: String) throws {
    var values = ScreenValues()
    values.time = "12:05"
    values.battery = 15
    values.signal = 1
    values.wifi = 0
    values.carrier = "Tele"
    let a = try Self.image(Self.conversation(), theme: theme) { $0.screen = true }
    let b = try Self.image(Self.conversation(values), theme: theme) { $0.screen = true }
    #expect(a.width == b.width && a.height == b.height)
    let rows = Self.differingRows(a, b)
    #expect(!rows.isEmpty, "the values are drawn")
    // Scale 2, no device: the status bar is the top 20 pt = 40 rows.
    #expect(rows.allSatisfy { $0 < 40 }, "rows \(rows.filter { $0 >= 40 }) changed below it")
  }

  @Test func darkChangesPixelsNotTheSize() throws {
    let light = try Self.image(Self.conversation()) { $0.screen = true }
    let dark = try Self.image(Self.conversation()) {
      $0.screen = true
      $0.appearance = .dark
    }
    #expect(light.width == dark.width && light.height == dark.height)
    #expect(light.pixels != dark.pixels)
    var fromFile = Self.conversation()
    fromFile.appearance = .dark
    #expect(try Self.image(fromFile) { $0.screen = true } == dark)
    let overridden = try Self.image(fromFile) {
      $0.screen = true
      $0.appearance = .light
    }
    #expect(overridden == light, "the option wins over the conversation")
  }

  @Test func inputBarIsChrome() throws {
    let a = try Self.image(Self.conversation()) { $0.chrome = true }
    let b = try Self.image(Self.conversation()) { $0.inputBar = true }
    #expect(a == b)
  }

  @Test func screenValuesWithoutScreenPartsChangeNothing() throws {
    var values = ScreenValues()
    values.time = "23:59"
    let a = try Self.image(Self.conversation()) { _ in }
    let b = try Self.image(Self.conversation(values)) { _ in }
    #expect(a == b)
    #expect(a.width == 640, "no device: 320 pt at scale 2")
  }

  @Test func invalidScreenValuesInCodeAreRefusedWithTheirPath() {
    var values = ScreenValues()
    values.battery = 101
    #expect {
      try Self.conversation(values).validated()
    } throws: { error in
      (error as? InputError)?.description.contains("screen.battery") ?? false
    }
  }
}
