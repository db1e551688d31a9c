/// Nine-slice cap insets in points, with UIKit `stretchableImage` semantics: everything
/// outside the caps (here always exactly one point wide and high) is the stretchable part.
struct CapInsets: Equatable {
  var top: Int
  var left: Int
  var bottom: Int
  var right: Int

  /// The caps UIKit derives from `stretchableImageWithLeftCapWidth:topCapHeight:`:
  /// right = width − left − 1, bottom = height − top − 1.
  static func stretchable(width: Int, height: Int, left: Int, top: Int) -> CapInsets {
    CapInsets(top: top, left: left, bottom: height - top - 1, right: width - left - 1)
  }

  /// Caps around the centre point, as `stretchable…(width/2, height/2)` gives.
  static func centred(width: Int, height: Int) -> CapInsets {
    stretchable(width: width, height: height, left: width / 2, top: height / 2)
  }
}

/// One built-in image: its name, size in points, caps (nil if it must not be stretched)
/// and the vector drawing that produces it at any scale.
struct AssetImage {
  /// The file stem: `Images/<name>@<scale>x.png`.
  let name: String
  /// Width in points.
  let width: Int
  /// Height in points.
  let height: Int
  let caps: CapInsets?
  /// Draws the image in points on a transparent canvas of `width`×`height` points.
  let draw: (Canvas) -> Void

  /// Draws the image at `scale` device pixels per point, checks that its stretchable row
  /// and column are uniform, and returns the PNG bytes.
  func png(scale: Int) throws(AssetGenError) -> [UInt8] {
    let canvas = try render(scale: scale)
    try StretchCheck.verify(canvas, caps: caps, name: "\(name)@\(scale)x")
    return try canvas.pngBytes()
  }

  /// Draws the image at `scale` and returns the canvas.
  func render(scale: Int) throws(AssetGenError) -> Canvas {
    let canvas = try Canvas(width: width, height: height, scale: scale)
    canvas.saved { draw(canvas) }
    try canvas.check("drawing \(name)@\(scale)x")
    return canvas
  }
}
