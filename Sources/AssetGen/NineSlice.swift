import CCairo

/// Paints a nine-slice image the way docs/architecture.md#nine-slice found seamless: one
/// sub-surface per slice, `CAIRO_EXTEND_PAD`, `CAIRO_FILTER_GOOD`, slice edges on whole device
/// pixels. Used only for the preview sheet.
enum NineSlice {
  /// Paints `source` (a canvas whose caps are `caps` points at `source.scale`) stretched to
  /// `width`×`height` points at (`x`, `y`) points on `target`, whose scale must equal the
  /// source's so that every slice edge lands on a whole pixel.
  static func paint(
    _ source: Canvas, caps: CapInsets, on target: Canvas,
    x: Int, y: Int, width: Int, height: Int
  ) {
    let s = source.scale
    cairo_surface_set_device_scale(source.surface, 1, 1)
    defer { cairo_surface_set_device_scale(source.surface, Double(s), Double(s)) }
    // Slice edges along each axis, in source pixels and in target points.
    let sx = [0, caps.left * s, source.pixelWidth - caps.right * s, source.pixelWidth]
    let sy = [0, caps.top * s, source.pixelHeight - caps.bottom * s, source.pixelHeight]
    let dx = [0, caps.left, width - caps.right, width].map { x + $0 }
    let dy = [0, caps.top, height - caps.bottom, height].map { y + $0 }
    target.saved {
      for row in 0..<3 {
        for column in 0..<3 {
          slice(
            source.surface, on: target.cr,
            from: (sx[column], sy[row], sx[column + 1] - sx[column], sy[row + 1] - sy[row]),
            to: (dx[column], dy[row], dx[column + 1] - dx[column], dy[row + 1] - dy[row]))
        }
      }
    }
  }

  /// A rectangle in source pixels or target points.
  typealias IntRect = (x: Int, y: Int, width: Int, height: Int)

  private static func slice(
    _ source: OpaquePointer, on cr: OpaquePointer, from: IntRect, to: IntRect
  ) {
    guard from.width > 0, from.height > 0, to.width > 0, to.height > 0 else { return }
    // Owned: both destroyed below; the context holds its own reference while filling.
    let sub = cairo_surface_create_for_rectangle(
      source, Double(from.x), Double(from.y), Double(from.width), Double(from.height))
    let pattern = cairo_pattern_create_for_surface(sub)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
    var matrix = cairo_matrix_t()
    cairo_matrix_init_scale(
      &matrix, Double(from.width) / Double(to.width), Double(from.height) / Double(to.height))
    cairo_matrix_translate(&matrix, -Double(to.x), -Double(to.y))
    cairo_pattern_set_matrix(pattern, &matrix)
    cairo_set_source(cr, pattern)
    cairo_rectangle(cr, Double(to.x), Double(to.y), Double(to.width), Double(to.height))
    cairo_fill(cr)
    cairo_pattern_destroy(pattern)
    cairo_surface_destroy(sub)
  }
}
