internal import CCairo
import ChatShotCore
import ChatShotImage

/// Bytes that a Cairo stream surface writes, collected in memory.
private final class CairoStreamBuffer {
  var bytes: [UInt8] = []
}

/// Cairo's write callback: appends to the ``CairoStreamBuffer`` behind `closure`.
private func appendToBuffer(
  _ closure: UnsafeMutableRawPointer?, _ data: UnsafePointer<UInt8>?, _ length: UInt32
) -> cairo_status_t {
  guard let closure, let data else { return CAIRO_STATUS_SUCCESS }
  let buffer = Unmanaged<CairoStreamBuffer>.fromOpaque(closure).takeUnretainedValue()
  buffer.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
  return CAIRO_STATUS_SUCCESS
}

extension StripRenderer {
  /// Draws the timeline on Cairo's SVG or PDF surface with the very code that draws PNG
  /// strips (``drawStrip(top:height:from:on:)``): the page is sized in points, its
  /// ``CairoContext/deviceMatrix`` maps device pixels (points × scale) back to points, so
  /// sprites are embedded at the scale's resolution and text is drawn as Cairo draws it.
  ///
  /// SVG is one page; a PDF has a page per range of `pages` (device rows). Cairo's own bytes,
  /// before ``VectorPostProcess`` makes them deterministic and adds the metadata.
  package func renderVector(_ format: OutputFormat, pages: [Range<Int>]) throws -> [UInt8] {
    sprites.leavesOpaqueCentres = false
    let buffer = CairoStreamBuffer()
    let closure = Unmanaged.passUnretained(buffer).toOpaque()
    let width = layout.width
    func points(_ rows: Int) -> Double { Double(rows) / scale }
    let first = pages.first ?? 0..<pixelHeight
    let pointer: OpaquePointer? =
      format == .pdf
      ? cairo_pdf_surface_create_for_stream(
        appendToBuffer, closure, width, points(first.count))
      : cairo_svg_surface_create_for_stream(
        appendToBuffer, closure, width, points(pixelHeight))
    guard let pointer else {
      throw RenderError.cairo(status: "no surface", during: "creating the \(format) document")
    }
    let surface = try CairoSurface(owning: pointer, width: pixelWidth, height: pixelHeight)
    if format == .pdf {
      // cairo 1.16 writes the current time as /CreationDate unless it is set; empty: none.
      cairo_pdf_surface_set_metadata(pointer, CAIRO_PDF_METADATA_CREATE_DATE, "")
      cairo_pdf_surface_set_metadata(pointer, CAIRO_PDF_METADATA_CREATOR, "chatshot")
    } else {
      cairo_svg_surface_set_document_unit(pointer, CAIRO_SVG_UNIT_PT)
    }
    let cr = try CairoContext(surface: surface)
    cr.deviceMatrix = cairo_matrix_t(xx: 1 / scale, yx: 0, xy: 0, yy: 1 / scale, x0: 0, y0: 0)
    var row = 0
    for page in format == .pdf ? pages : [0..<pixelHeight] {
      if format == .pdf { cairo_pdf_surface_set_size(pointer, width, points(page.count)) }
      try drawStrip(top: page.lowerBound, height: page.count, from: &row, on: cr)
      FontLock.run { cairo_show_page(cr.pointer) }
      try cr.check(during: "ending a \(format) page")
    }
    // cairo 1.16's PDF surface leaks inside its finish (see chatshot_cairo_pdf_finish).
    // Under FontLock: finishing writes the font subsets, from the fonts' FreeType faces.
    FontLock.run {
      if format == .pdf {
        chatshot_cairo_pdf_finish(pointer)
      } else {
        cairo_surface_finish(pointer)
      }
    }
    try checkCairo(cairo_surface_status(pointer), during: "writing the \(format) document")
    return buffer.bytes
  }

  /// The device rows each drawn thing covers, in order of their tops: the status bar and
  /// header, the rows, the typing line, the input bar, the home indicator: where pages may be cut
  /// (``PageSplit``).
  package var drawnSpans: [Range<Int>] {
    func span(_ frame: Rect) -> Range<Int> {
      let top = Int((frame.minY * scale).rounded(.down))
      return top..<max(top, Int((frame.maxY * scale).rounded(.up)))
    }
    let screen = layout.screen
    var spans = [screen.statusBar?.frame, screen.header?.frame].compactMap { $0.map(span) }
    spans += layout.rows.map { deviceMinY($0)..<max(deviceMinY($0), deviceMaxY($0)) }
    if let line = layout.typingLine?.frame { spans.append(span(line)) }
    if let chrome { spans.append(chrome.rect.y..<chrome.rect.maxY) }
    if let indicator = screen.homeIndicator?.frame { spans.append(span(indicator)) }
    return spans
  }
}
