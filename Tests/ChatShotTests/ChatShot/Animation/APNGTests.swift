import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// The APNG of an animation (issue 28), read back by the tests' own reader: frames, delays,
/// changed rectangles, every frame against a still render of what it shows, the default
/// image against the still picture, and the same bytes at any number of threads.
@Suite struct APNGTests {
  static let chat = Conversation(
    participants: [Participant(id: "ana", name: "Ana"), Participant(id: "me")],
    messages: [
      Message(from: "ana", text: "Hi! Are we still on for tonight?", time: "18:02"),
      Message(from: "me", text: "Yes, 7 at the usual place"),
      .system("Raj joined"),
      Message(from: "ana", text: "Great", reactions: [Reaction(emoji: "👍", count: 2)]),
      Message(from: "me", text: "See you"),
    ])

  static func options(_ animation: AnimationOptions = AnimationOptions()) -> RenderOptions {
    var options = RenderOptions()
    options.scale = 1
    options.animation = animation
    return options
  }

  static func still(_ conversation: Conversation, renderer: ChatRenderer) throws -> RGBAImage {
    var options = options()
    options.animation = nil
    return try PNGReader.decode(renderer.render(conversation, options: options).bytes).image
  }

  @Test func framesDelaysAndRectangles() throws {
    let renderer = try ChatRenderer()
    let bytes = try renderer.render(Self.chat, options: Self.options()).bytes
    let apng = try APNGTestReader(bytes)
    let script = AnimationScript(conversation: Self.chat)
    #expect(apng.frameCount == script.frames.count)
    #expect(apng.frames.count == script.frames.count)
    #expect(apng.plays == 0)
    #expect(apng.frames.map(\.milliseconds) == script.frames.map(\.duration))
    // acTL before the image data, the default image before the first frame.
    let types = apng.chunkTypes
    #expect(types.firstIndex(of: "acTL")! < types.firstIndex(of: "IDAT")!)
    #expect(types.lastIndex(of: "IDAT")! < types.firstIndex(of: "fcTL")!)
    #expect(types.last == "IEND")
    let first = apng.frames[0]
    #expect(
      [first.x, first.y, first.width, first.height] as [Int] == [0, 0, apng.width, apng.height])
    for (i, frame) in apng.frames.enumerated() {
      #expect(frame.dispose == 0 && frame.blend == 0)
      guard i > 0 else { continue }
      // Only what changed is encoded: the rectangle is the bounding box of the change.
      let expected = Self.changedBox(apng.frames[i - 1].canvas, frame.canvas)
      #expect(
        [frame.x, frame.y, frame.width, frame.height] as [Int] == expected ?? [0, 0, 1, 1],
        "frame \(i)")
      #expect(frame.width * frame.height < apng.width * apng.height / 2, "frame \(i)")
    }
  }

  @Test func everyFrameIsTheStillOfWhatItShows() throws {
    let renderer = try ChatRenderer()
    let apng = try APNGTestReader(renderer.render(Self.chat, options: Self.options()).bytes)
    let script = AnimationScript(conversation: Self.chat)
    let whole = try Self.still(Self.chat, renderer: renderer)
    #expect(apng.still == whole)
    #expect(apng.frames.last?.canvas == whole)
    let rowBytes = whole.width * 4
    let empty = apng.frames[0].canvas
    #expect(
      Set(stride(from: 0, to: empty.pixels.count, by: 4).map { empty.pixels[$0..<$0 + 4] }).count
        == 1)
    for (i, frame) in script.frames.enumerated() where frame.messages > 0 {
      let still = try Self.still(
        AnimationScript.conversation(frame, of: Self.chat), renderer: renderer)
      let canvas = apng.frames[i].canvas
      #expect(still.width == canvas.width && still.height <= canvas.height)
      let top = still.height * rowBytes
      #expect(Array(canvas.pixels[0..<top]) == still.pixels, "frame \(i)")
      // Below what it shows, the empty screen.
      #expect(canvas.pixels[top...] == empty.pixels[top...], "frame \(i)")
    }
  }

  @Test func sameBytesAtAnyThreadsAndOnEveryRun() throws {
    let renderer = try ChatRenderer()
    renderer.compressionThreads = 1
    let one = try renderer.render(Self.chat, options: Self.options()).bytes
    renderer.compressionThreads = 4
    let four = try renderer.render(Self.chat, options: Self.options()).bytes
    let again = try ChatRenderer().render(Self.chat, options: Self.options()).bytes
    #expect(one == four)
    #expect(one == again)
  }

  @Test func noLoopPlaysOnceAndPaceShortensTheDelays() throws {
    let renderer = try ChatRenderer()
    let options = Self.options(AnimationOptions(pace: 2, hold: 1, loops: false))
    let apng = try APNGTestReader(renderer.render(Self.chat, options: options).bytes)
    #expect(apng.plays == 1)
    let script = AnimationScript(conversation: Self.chat, options: options.animation!)
    #expect(apng.frames.map(\.milliseconds) == script.frames.map(\.duration))
    #expect(apng.frames.last?.milliseconds == 1000)
  }

  @Test func vectorFormatsCannotMove() throws {
    var options = Self.options()
    options.format = .svg
    #expect(throws: AnimationError.formatCannotMove("SVG")) {
      try ChatRenderer().render(Self.chat, options: options)
    }
    #expect(AnimationError.formatCannotMove("PDF").kind == .invalidRequest)
  }

  @Test func tooManyFramesAreRefusedBeforeAnyDrawing() throws {
    let many = Conversation(
      messages: [Message(from: "me", text: "x")]
        + (0..<1000).map { Message(from: $0 % 2 == 0 ? "a" : "b", text: "x") })
    let renderer = try ChatRenderer()
    let timings = PhaseTimings()
    renderer.timings = timings
    #expect(throws: AnimationError.tooManyFrames(2002, limit: 2000)) {
      try renderer.render(many, options: Self.options())
    }
    #expect(timings.seconds("layout") == 0)
  }

  @Test func theDelayFractionHoldsEveryDuration() {
    func delay(_ ms: Int) -> [UInt16] {
      let (numerator, denominator) = ParallelPNGWriter.delay(milliseconds: ms)
      return [numerator, denominator]
    }
    #expect(delay(860) == [860, 1000])
    #expect(delay(65535) == [65535, 1000])
    #expect(delay(600_000) == [60000, 100])
  }

  /// [x, y, width, height] of the pixels that differ between `a` and `b`.
  static func changedBox(_ a: RGBAImage, _ b: RGBAImage) -> [Int]? {
    var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
    for y in 0..<a.height {
      for x in 0..<a.width {
        let i = (y * a.width + x) * 4
        if a.pixels[i..<i + 4] != b.pixels[i..<i + 4] {
          (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
        }
      }
    }
    return maxX < 0 ? nil : [minX, minY, maxX - minX + 1, maxY - minY + 1]
  }
}
