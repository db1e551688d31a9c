internal import CPixels
import ChatShotCore
import ChatShotImage
import ChatShotRender

extension ChatRenderer {
  /// Draws `drawing` in the format its options ask for other than PNG, with the same strip
  /// painter: WebP from the strips' pixels, SVG and PDF on Cairo's vector surfaces. The
  /// metadata travels as an XMP packet (``XMPPacket``). Returns the size in device pixels.
  func drawOtherFormat(_ drawing: Drawing, strips: StripRenderer, to sink: any ByteSink) throws
    -> (width: Int, height: Int)
  {
    let packet = drawing.chunks.isEmpty ? nil : XMPPacket.encode(drawing.chunks)
    let bytes: [UInt8]
    switch drawing.options.format ?? .png {
    case .png:
      preconditionFailure("PNG is drawn by draw(_:to:)")
    case .webp:
      bytes = try WebPFile.encode(strips.rgbaImage(stripHeight: drawing.stripHeight), xmp: packet)
    case .svg:
      bytes = try SVGPostProcess.finish(strips.renderVector(.svg, pages: []), metadata: packet)
    case .pdf:
      let pages = PageSplit.pages(
        spans: strips.drawnSpans, height: strips.pixelHeight,
        maxHeight: Int((drawing.options.pageHeight * drawing.options.scale).rounded(.down)))
      let pdf = try strips.renderVector(.pdf, pages: pages)
      bytes = packet.map { PDFMetadataUpdate.appending($0, to: pdf) } ?? pdf
    }
    try bytes.withUnsafeBytes { try sink.write($0) }
    return (strips.pixelWidth, strips.pixelHeight)
  }
}

extension StripRenderer {
  /// The whole picture as straight RGBA8, drawn strip by strip (WebP encodes it at once);
  /// refused first when WebP cannot hold it.
  func rgbaImage(stripHeight: Int) throws -> RGBAImage {
    guard pixelWidth <= OutputFormat.webPMaxPixels, pixelHeight <= OutputFormat.webPMaxPixels
    else { throw FormatError.tooLargeForWebP(width: pixelWidth, height: pixelHeight) }
    var pixels = [UInt8](repeating: 0, count: pixelWidth * pixelHeight * 4)
    try pixels.withUnsafeMutableBufferPointer { out in
      try renderRGBA(into: out.baseAddress!, stripHeight: stripHeight)
    }
    return try RGBAImage(width: pixelWidth, height: pixelHeight, pixels: pixels)
  }

  /// Draws the whole picture strip by strip into `out`, straight RGBA8, `pixelWidth` × 4
  /// bytes a row (an animation's frame, a WebP's picture).
  func renderRGBA(into out: UnsafeMutablePointer<UInt8>, stripHeight: Int) throws {
    var y = 0
    try render(stripHeight: stripHeight) { surface, rows in
      guard let data = surface.data else {
        throw RenderError.cairo(status: "no pixel data", during: "encoding a strip")
      }
      for row in 0..<rows {
        cpng_argb32_to_rgba8(
          data.pointer + row * data.stride, out + (y + row) * pixelWidth * 4, pixelWidth)
      }
      y += rows
    }
  }
}
