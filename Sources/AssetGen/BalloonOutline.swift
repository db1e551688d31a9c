import CCairo

/// The pieces every balloon outline shares: corners of radius `r` drawn as Bézier curves
/// whose handles sit `r` × 0.4477 from the corner (the circle's approximation). Each balloon
/// draws its own tail side between ``start(_:left:top:right:radius:)`` and
/// ``closeLeftSide(_:left:top:bottom:radius:)``.
enum BalloonOutline {
  /// A Bézier handle's distance from a corner of radius `r`.
  static func handle(_ r: Double) -> Double { r * 0.4477 }

  /// A new path along the top edge from the top-left corner to the top-right one of a body
  /// whose right edge is `right`, ending at (`right`, `top` + r).
  static func start(
    _ cr: OpaquePointer, left: Double = 0, top: Double = 0, right: Double, radius r: Double
  ) {
    let c = handle(r)
    cairo_new_path(cr)
    cairo_move_to(cr, left + r, top)
    cairo_line_to(cr, right - r, top)
    cairo_curve_to(cr, right - c, top, right, top + c, right, top + r)
  }

  /// Down the right edge to the bottom-right corner, ending at (`right` − r, `bottom`).
  static func bottomRightCorner(
    _ cr: OpaquePointer, right: Double, bottom: Double, radius r: Double
  ) {
    let c = handle(r)
    cairo_line_to(cr, right, bottom - r)
    cairo_curve_to(cr, right, bottom - c, right - c, bottom, right - r, bottom)
  }

  /// Along the bottom to the bottom-left corner, up the left side and closed at the start.
  static func closeLeftSide(
    _ cr: OpaquePointer, left: Double = 0, top: Double = 0, bottom: Double, radius r: Double
  ) {
    let c = handle(r)
    cairo_line_to(cr, left + r, bottom)
    cairo_curve_to(cr, left + c, bottom, left, bottom - c, left, bottom - r)
    cairo_line_to(cr, left, top + r)
    cairo_curve_to(cr, left, top + c, left + c, top, left + r, top)
    cairo_close_path(cr)
  }
}
