import CWebP
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// The animated WebP of an animation (issue 28), decoded back with libwebp's
/// `WebPAnimDecoder`: every frame equal to the APNG's, at the same times; the bytes the same
/// on every run.
@Suite struct WebPAnimationTests {
  struct Decoded {
    var width = 0, height = 0, loops = 0
    var frames: [(end: Int, image: RGBAImage)] = []
    var frameCount = 0
  }

  static func decode(_ bytes: [UInt8]) throws -> Decoded {
    var result = Decoded()
    try bytes.withUnsafeBufferPointer { buffer in
      var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
      var options = WebPAnimDecoderOptions()
      #expect(WebPAnimDecoderOptionsInit(&options) != 0)
      options.color_mode = MODE_RGBA
      options.use_threads = 0
      let decoder = try #require(WebPAnimDecoderNew(&data, &options))
      defer { WebPAnimDecoderDelete(decoder) }
      var info = WebPAnimInfo()
      #expect(WebPAnimDecoderGetInfo(decoder, &info) != 0)
      (result.width, result.height) = (Int(info.canvas_width), Int(info.canvas_height))
      result.loops = Int(info.loop_count)
      result.frameCount = Int(info.frame_count)
      while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
        var pixels: UnsafeMutablePointer<UInt8>?
        var timestamp: Int32 = 0
        #expect(WebPAnimDecoderGetNext(decoder, &pixels, &timestamp) != 0)
        let count = result.width * result.height * 4
        let image = try RGBAImage(
          width: result.width, height: result.height,
          pixels: Array(UnsafeBufferPointer(start: try #require(pixels), count: count)))
        result.frames.append((Int(timestamp), image))
      }
    }
    return result
  }

  static func options(_ format: OutputFormat, loops: Bool = true) -> RenderOptions {
    var options = APNGTests.options(AnimationOptions(loops: loops))
    options.format = format
    return options
  }

  @Test func framesEqualTheAPNGs() throws {
    let renderer = try ChatRenderer()
    let webp = try Self.decode(renderer.render(APNGTests.chat, options: Self.options(.webp)).bytes)
    let apng = try APNGTestReader(
      renderer.render(APNGTests.chat, options: Self.options(.png)).bytes)
    let script = AnimationScript(conversation: APNGTests.chat)
    #expect(webp.width == apng.width && webp.height == apng.height)
    #expect(webp.loops == 0)
    // The encoder merges a frame into the one before only when nothing changed: none here.
    #expect(webp.frames.count == script.frames.count)
    #expect(webp.frames.map(\.end) == script.frames.map { $0.time + $0.duration })
    for (i, frame) in webp.frames.enumerated() {
      #expect(frame.image == apng.frames[i].canvas, "frame \(i)")
    }
    #expect(webp.frames.last?.image == apng.still)
  }

  @Test func laterFramesAreSubFrames() throws {
    let bytes = try ChatRenderer().render(APNGTests.chat, options: Self.options(.webp)).bytes
    try bytes.withUnsafeBufferPointer { buffer in
      var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
      let demux = try #require(WebPDemux(&data))
      defer { WebPDemuxDelete(demux) }
      var iterator = WebPIterator()
      defer { WebPDemuxReleaseIterator(&iterator) }
      #expect(WebPDemuxGetFrame(demux, 1, &iterator) != 0)
      let width = Int(WebPDemuxGetI(demux, WEBP_FF_CANVAS_WIDTH))
      let height = Int(WebPDemuxGetI(demux, WEBP_FF_CANVAS_HEIGHT))
      #expect(Int(iterator.width) == width && Int(iterator.height) == height)
      var smaller = 0
      while WebPDemuxNextFrame(&iterator) != 0 {
        if Int(iterator.width) * Int(iterator.height) < width * height / 2 { smaller += 1 }
      }
      #expect(smaller >= 5)
    }
  }

  @Test func sameBytesOnEveryRunAndOnceWithoutLoop() throws {
    let one = try ChatRenderer().render(APNGTests.chat, options: Self.options(.webp)).bytes
    let two = try ChatRenderer().render(APNGTests.chat, options: Self.options(.webp)).bytes
    #expect(one == two)
    let once = try ChatRenderer().render(
      APNGTests.chat, options: Self.options(.webp, loops: false)
    ).bytes
    #expect(try Self.decode(once).loops == 1)
    #expect(WebPFile.xmp(one) != nil)
  }
}
