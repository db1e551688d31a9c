import CJPEGTestWriter
import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// JPEG photos cost what their pixels and scans say, and no more: a progressive file's work
/// grows with its scans up to the cap (counted with libjpeg-turbo's progress monitor, not
/// timed), a file past the cap is refused, a photo is decoded once per run whatever the
/// scales, appearances and thumbnails, and CMYK and YCCK files are turned into RGB.
struct JPEGWorkTests {
  /// A `width` × `height` picture of `components` bytes a pixel: smooth gradients, so that
  /// every band of coefficients has something in it.
  static func pixels(_ width: Int, _ height: Int, components: Int) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(width * height * components)
    for y in 0..<height {
      for x in 0..<width {
        for c in 0..<components {
          bytes.append(UInt8(truncatingIfNeeded: (x * (c + 1) + y * (3 - c % 3)) % 256))
        }
      }
    }
    return bytes
  }

  /// The JPEG of `pixels` (``CJPEGTestWriter``).
  static func jpeg(
    _ pixels: [UInt8], _ width: Int, _ height: Int, components: Int = 3, ycck: Bool = false,
    scans: Int = 0
  ) throws -> [UInt8] {
    var size = 0
    let made = pixels.withUnsafeBufferPointer {
      cjpegtest_encode(
        $0.baseAddress, Int32(width), Int32(height), Int32(components), ycck ? 1 : 0,
        Int32(scans), &size)
    }
    let bytes = try #require(made)
    defer { free(bytes) }
    return Array(UnsafeBufferPointer(start: bytes, count: size))
  }

  /// libjpeg's work to decode `bytes` whole, in its own units (a row of MCUs of a pass).
  static func work(_ bytes: [UInt8]) throws -> UInt64 {
    let size = try JPEGReader.checkedSize(bytes, maxPixels: 1 << 24)
    var pixels = [UInt8](repeating: 0, count: size.width * size.height * 4)
    return try pixels.withUnsafeMutableBytes {
      try JPEGReader.decode(
        bytes, maxPixels: 1 << 24, into: $0.baseAddress, stride: size.width * 4, order: .rgba)
    }
  }

  @Test func twiceTheScansIsTwiceTheWork() throws {
    let picture = Self.pixels(320, 240, components: 3)
    let one = try Self.work(Self.jpeg(picture, 320, 240, scans: 24))
    let two = try Self.work(Self.jpeg(picture, 320, 240, scans: 48))
    let baseline = try Self.work(Self.jpeg(picture, 320, 240))
    #expect(baseline < one)
    #expect(Double(two) / Double(one) < 2.1, "\(one) → \(two)")
    // Twice the pixels at the same scans: twice the work too.
    let tall = Self.pixels(320, 480, components: 3)
    let twice = try Self.work(Self.jpeg(tall, 320, 480, scans: 24))
    #expect(Double(twice) / Double(one) < 2.1, "\(one) → \(twice)")
  }

  @Test func scansPastTheCapAreRefusedWhereTheCapIs() throws {
    let picture = Self.pixels(64, 64, components: 3)
    let atCap = try Self.jpeg(picture, 64, 64, scans: JPEGReader.maxScans)
    #expect(try Self.work(atCap) > 0)
    for scans in [JPEGReader.maxScans + 1, 190] {
      let over = try Self.jpeg(picture, 64, 64, scans: scans)
      #expect {
        try Self.work(over)
      } throws: { error in
        (error as? JPEGError)
          == .invalidData(
            "it has more than \(JPEGReader.maxScans) scans, the most a photo may have")
      }
    }
  }

  /// Adobe CMYK (255: no ink) and YCCK: red, green, blue and white come out as themselves.
  @Test(arguments: [false, true])
  func cmykAndYCCKBecomeRGB(_ ycck: Bool) throws {
    // Quadrants of 16×16: red (no cyan, full magenta and yellow), green, blue, white.
    let inks: [[UInt8]] = [[0, 255, 255, 0], [255, 0, 255, 0], [255, 255, 0, 0], [0, 0, 0, 0]]
    var cmyk: [UInt8] = []
    for y in 0..<32 {
      for x in 0..<32 {
        cmyk += inks[(y / 16) * 2 + x / 16].map { 255 - $0 }
      }
    }
    let bytes = try Self.jpeg(cmyk, 32, 32, components: 4, ycck: ycck)
    let file = try PhotoImageCheck.check(bytes, path: FilePath("/p.jpg"), limits: .default)
    #expect(file.width == 32 && file.height == 32)
    let image = try JPEGReader.decode(bytes, maxPixels: 1 << 20)
    let expected: [(Int, Int, [Int])] = [
      (8, 8, [255, 0, 0]), (24, 8, [0, 255, 0]), (8, 24, [0, 0, 255]), (24, 24, [255, 255, 255]),
    ]
    for (x, y, colour) in expected {
      let p = image.pixel(x: x, y: y)
      let off = (0..<3).map { abs(Int(p[$0]) - colour[$0]) }.max() ?? 0
      #expect(off < 24, "\(ycck ? "YCCK" : "CMYK") at (\(x), \(y)): \(p)")
    }
    // And drawn: the render decodes it as a photo.
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Data(bytes).write(to: dir.appendingPathComponent("print.jpg"))
    let conversation = #"{"messages": [{"from": "me", "image": "print.jpg", "text": "proof"}]}"#
    try Data(conversation.utf8).write(to: dir.appendingPathComponent("c.json"))
    let r = try CLIHarness.run(["c.json", "-o", "c.png"], in: dir)
    #expect(r.status == 0, "\(r.stderr)")
  }

  /// Photos decoded in a run of three scales and two appearances, one of them also quoted by
  /// a reply: once each, however many pictures and thumbnails show them.
  @Test(arguments: [2, 4])
  func eachPhotoIsDecodedOncePerRun(_ photos: Int) throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    var messages: [Message] = []
    for index in 0..<photos {
      let bytes = try Self.jpeg(Self.pixels(96, 64, components: 3), 96, 64, scans: 12)
      let path = dir.appendingPathComponent("p\(index).jpg").path
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      var message = Message(from: index % 2 == 0 ? "me" : "li", text: "photo \(index)")
      message.image = MessageImage(path: path)
      message.id = "m\(index)"
      messages.append(message)
    }
    var reply = Message(from: "li", text: "that one!")
    reply.replyTo = "m0"
    messages.append(reply)
    let renderer = try ChatRenderer()
    renderer.keepsDecodedPhotos = true
    defer { renderer.forgetDecodedPhotos() }
    for appearance in [Appearance.light, .dark] {
      var options = RenderOptions()
      options.appearance = appearance
      options.theme = "bubbles"
      _ = try renderer.render(
        Conversation(messages: messages), options: options, scales: [1, 2, 3])
    }
    #expect(renderer.cache.photoDecodes == photos)
    // A run of one picture decodes them as it draws them and keeps none.
    renderer.keepsDecodedPhotos = false
    renderer.forgetDecodedPhotos()
    _ = try renderer.render(Conversation(messages: Array(messages.dropLast())))
    #expect(renderer.cache.photoDecodes == 2 * photos)
    #expect(renderer.cache.photos == nil)
  }
}
