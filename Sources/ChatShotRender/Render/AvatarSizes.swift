import ChatShotLayout

/// A sprite's size in device pixels.
struct PixelSize: Hashable {
  var width: Int
  var height: Int

  /// Bytes of ARGB32 pixels at this size.
  var bytes: Int { width * height * 4 }
}

extension ImageProviding {
  /// The device sizes each avatar picture is drawn at in `layout`, by avatar key
  /// (``ImageProviding/avatarKey(for:)``): a picture may be drawn at two sizes a pixel apart
  /// where rows fall on fractional device pixels.
  func avatarSizes(in layout: TimelineLayout, theme: Theme, scale: Double)
    -> [String: Set<PixelSize>]
  {
    guard theme.avatar != nil else { return [:] }
    var seen = Set<RowSize>()
    var sizes: [String: Set<PixelSize>] = [:]
    for row in layout.rows {
      guard let icon = row.icon else { continue }
      let rect = DeviceRect(icon, scale: scale)
      let size = PixelSize(width: rect.width, height: rect.height)
      guard size.width > 0, size.height > 0,
        seen.insert(RowSize(sender: row.from, isLocal: row.isLocal, size: size)).inserted,
        let key = avatarKey(for: row)
      else { continue }
      sizes[key, default: []].insert(size)
    }
    // The header's avatar: the other participant's picture at the header's size.
    if let header = layout.screen.header, let frame = header.avatar,
      let row = layout.rows.first(where: { $0.from == header.avatarOf && $0.icon != nil }),
      let key = avatarKey(for: row)
    {
      let rect = DeviceRect(frame, scale: scale)
      if rect.width > 0, rect.height > 0 {
        sizes[key, default: []].insert(PixelSize(width: rect.width, height: rect.height))
      }
    }
    return sizes
  }
}

/// What decides a row's avatar sprite: its picture (from the sender and side) and size.
private struct RowSize: Hashable {
  var sender: String
  var isLocal: Bool
  var size: PixelSize
}
