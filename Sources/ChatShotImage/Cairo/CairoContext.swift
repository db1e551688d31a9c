package import CCairo
import ChatShotCore

/// An owned drawing context (`cairo_t *`) on a surface it keeps alive.
package final class CairoContext {
  /// Owned: released with `cairo_destroy` in `deinit`.
  package let pointer: OpaquePointer
  package let surface: CairoSurface

  package init(surface: CairoSurface) throws(RenderError) {
    self.surface = surface
    pointer = cairo_create(surface.pointer)
    try checkCairo(cairo_status(pointer), during: "creating a drawing context")
  }

  /// Under ``FontLock``: the context may hold the last reference to a font (see
  /// `PangoTextEngine`).
  deinit { FontLock.run { cairo_destroy(pointer) } }

  /// Where device-space drawing starts (sprites at integer offsets, separators): the
  /// identity on an image strip; on a vector page, device pixels (points × scale) scaled back
  /// to the page's points, so the same painter code draws both.
  package var deviceMatrix = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)

  /// Sets the transform to ``deviceMatrix`` (what `cairo_identity_matrix` is on an image).
  package func useDevice() {
    withUnsafePointer(to: deviceMatrix) { cairo_set_matrix(pointer, $0) }
  }

  package func setColor(_ c: RGBAColor) {
    cairo_set_source_rgba(pointer, c.red, c.green, c.blue, c.alpha)
  }

  /// Adds a rectangle with corners rounded by `radius` (clamped to half the shorter side).
  package func roundedRect(_ r: Rect, radius: Double) {
    let rad = max(0, min(radius, r.width / 2, r.height / 2))
    guard rad > 0 else { return cairo_rectangle(pointer, r.x, r.y, r.width, r.height) }
    cairo_new_sub_path(pointer)
    cairo_arc(pointer, r.maxX - rad, r.y + rad, rad, -.pi / 2, 0)
    cairo_arc(pointer, r.maxX - rad, r.maxY - rad, rad, 0, .pi / 2)
    cairo_arc(pointer, r.x + rad, r.maxY - rad, rad, .pi / 2, .pi)
    cairo_arc(pointer, r.x + rad, r.y + rad, rad, .pi, 3 * .pi / 2)
    cairo_close_path(pointer)
  }

  package func check(during: String) throws(RenderError) {
    try checkCairo(cairo_status(pointer), during: during)
  }
}
