/// Proves at generation time that stretching an image shows no artefacts: every pixel of the
/// stretchable column equals its neighbours on the same row just outside it (the last column
/// of the left cap and the first of the right cap), and likewise for the stretchable row.
enum StretchCheck {
  /// Throws `.notStretchable` naming the first pixel that differs.
  static func verify(_ canvas: Canvas, caps: CapInsets?, name: String) throws(AssetGenError) {
    guard let caps else { return }
    let s = canvas.scale
    // Device columns from the last of the left cap to the first of the right cap.
    let columns = (caps.left * s - 1)...((caps.left + 1) * s)
    let rows = (caps.top * s - 1)...((caps.top + 1) * s)
    for y in 0..<canvas.pixelHeight {
      let first = canvas.pixel(x: columns.lowerBound, y: y)
      for x in columns where canvas.pixel(x: x, y: y) != first {
        throw .notStretchable("\(name): stretchable column differs at pixel (\(x), \(y))")
      }
    }
    for x in 0..<canvas.pixelWidth {
      let first = canvas.pixel(x: x, y: rows.lowerBound)
      for y in rows where canvas.pixel(x: x, y: y) != first {
        throw .notStretchable("\(name): stretchable row differs at pixel (\(x), \(y))")
      }
    }
  }
}
