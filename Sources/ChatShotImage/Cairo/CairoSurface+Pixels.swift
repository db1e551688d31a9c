internal import CCairo

/// Direct access to an image surface's pixels (premultiplied ARGB32), for pixels that Cairo
/// would only compute again: kept stretched edges and one-colour areas.
extension CairoSurface {
  /// The pixels of a rectangle (premultiplied ARGB32, row after row).
  package func pixels(x: Int, y: Int, width: Int, height: Int) -> [UInt32] {
    guard width > 0, height > 0, let data else { return [] }
    var result = [UInt32](repeating: 0, count: width * height)
    result.withUnsafeMutableBufferPointer { out in
      for row in 0..<height {
        let line = (data.pointer + (y + row) * data.stride).assumingMemoryBound(to: UInt32.self) + x
        (out.baseAddress! + row * width).update(from: line, count: width)
      }
    }
    return result
  }

  /// Writes `pixels` (rows of `width`) into the rectangle at `x`, `y`; the caller marks the
  /// surface dirty after its last write.
  package func write(_ pixels: [UInt32], width: Int, x: Int, y: Int) {
    guard width > 0, !pixels.isEmpty, let data else { return }
    pixels.withUnsafeBufferPointer { source in
      for row in 0..<pixels.count / width {
        let line = (data.pointer + (y + row) * data.stride).assumingMemoryBound(to: UInt32.self) + x
        line.update(from: source.baseAddress! + row * width, count: width)
      }
    }
  }

  /// Sets every pixel of the rectangle at `x`, `y` (clipped to the surface) to `pixel`, and
  /// tells Cairo those pixels changed.
  package func fill(_ pixel: UInt32, x: Int, y: Int, width: Int, height: Int) {
    let left = max(0, x)
    let right = min(self.width, x + width)
    let top = max(0, y)
    let bottom = min(self.height, y + height)
    guard left < right, top < bottom, let data else { return }
    for row in top..<bottom {
      let line = (data.pointer + row * data.stride).assumingMemoryBound(to: UInt32.self)
      (line + left).update(repeating: pixel, count: right - left)
    }
    cairo_surface_mark_dirty_rectangle(
      pointer, Int32(left), Int32(top), Int32(right - left), Int32(bottom - top))
  }
}
