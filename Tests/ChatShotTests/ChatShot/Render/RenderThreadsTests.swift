import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// The parallel encoder in a real render: the bytes do not depend on the number of
/// compression threads or the strip height, and the pixels are those of the single-threaded
/// libpng writer.
@Suite struct RenderThreadsTests {
  static let examples = Golden.repository.appendingPathComponent("Examples")

  private func render(
    _ conversation: Conversation, scale: Double, threads: Int, stripHeight: Int
  ) throws -> [UInt8] {
    let renderer = try ChatRenderer()
    renderer.compressionThreads = threads
    var options = RenderOptions()
    options.scale = scale
    return try renderer.run(
      conversation, theme: .standard, options: options, baseDirectory: nil, to: .memory,
      collectMetadata: false, stripHeight: stripHeight
    ).bytes
  }

  /// The same strips handed to libpng's writer, as the renderer did before the parallel one.
  private func renderWithLibPNG(_ conversation: Conversation, scale: Double) throws -> [UInt8] {
    let renderer = try ChatRenderer()
    var options = RenderOptions()
    options.scale = scale
    let layout = renderer.lay(conversation, theme: .standard, options: options)
    let strips = StripRenderer(
      layout: layout, theme: .standard, scale: scale, text: renderer.text,
      images: ImageLibrary(conversation: conversation, theme: .standard))
    let sink = MemorySink()
    let writer = try PNGWriter(
      width: strips.pixelWidth, height: strips.pixelHeight, hasAlpha: !strips.isOpaque, sink: sink)
    try strips.render { surface, rows in
      let data = try #require(surface.data)
      try writer.writeARGB32Rows(data.pointer, stride: data.stride, rows: rows)
    }
    try writer.finish()
    return sink.bytes
  }

  @Test(arguments: ["weekend", "cjk-emoji"])
  func bytesIndependentOfThreadsAndStrips(_ name: String) throws {
    let conversation = try ConversationDecoder.decode(
      contentsOf: Self.examples.appendingPathComponent("\(name).json").path)
    let reference = try render(conversation, scale: 2, threads: 1, stripHeight: 256)
    #expect(try PNGReader.probe(reference).height > 2 * 136, "several deflate chunks")
    for (threads, strip) in [(2, 256), (4, 256), (2, 37), (3, 4096), (1, 100)] {
      #expect(
        try render(conversation, scale: 2, threads: threads, stripHeight: strip) == reference,
        "\(threads) threads, \(strip)-row strips")
    }
    let libpng = try PNGReader.decode(renderWithLibPNG(conversation, scale: 2)).image
    #expect(try PNGReader.decode(reference).image == libpng)
  }
}
