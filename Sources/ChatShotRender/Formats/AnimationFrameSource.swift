import ChatShotLayout
internal import Glibc

/// An animation's frames, drawn one at a time on demand (the writers hold two at most).
package protocol AnimationFrameSource: AnyObject {
  /// The frames' times and what each shows.
  var script: AnimationScript { get }
  /// The canvas in device pixels.
  var width: Int { get }
  var height: Int { get }
  /// Whether no pixel of any frame lets anything show through.
  var isOpaque: Bool { get }
  /// Draws frame `index` into `pixels`: straight RGBA8, `width` × 4 bytes a row, `height` rows.
  func draw(frame index: Int, into pixels: UnsafeMutablePointer<UInt8>) throws
}

/// A rectangle of device pixels on an animation's canvas.
package struct PixelRect: Hashable, Sendable {
  package var x: Int
  package var y: Int
  package var width: Int
  package var height: Int

  package init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The smallest rectangle holding every pixel where `a` and `b` (RGBA8 canvases `width` ×
  /// `height`) differ; nil when they are the same.
  package static func changed(
    from a: UnsafePointer<UInt8>, to b: UnsafePointer<UInt8>, width: Int, height: Int
  ) -> PixelRect? {
    let rowBytes = width * 4
    func rowDiffers(_ y: Int) -> Bool { memcmp(a + y * rowBytes, b + y * rowBytes, rowBytes) != 0 }
    guard let top = (0..<height).first(where: rowDiffers) else { return nil }
    let bottom = (top..<height).last(where: rowDiffers)!
    var left = width
    var right = -1
    a.withMemoryRebound(to: UInt32.self, capacity: width * height) { a in
      b.withMemoryRebound(to: UInt32.self, capacity: width * height) { b in
        for y in top...bottom {
          let row = y * width
          var x = 0
          while x < left, a[row + x] == b[row + x] { x += 1 }
          left = min(left, x)
          var r = width - 1
          while r > right, a[row + r] == b[row + r] { r -= 1 }
          right = max(right, r)
        }
      }
    }
    return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
  }
}
