internal import CLibEXIF

/// How a photo's stored pixels are turned to stand upright: the EXIF `Orientation` tag
/// (0x0112), 1 to 8, read with libexif. Phones store a portrait photo as a landscape image
/// with orientation 6 (turn 90° clockwise to view).
package enum EXIFOrientation: Int, Hashable, Sendable, CaseIterable {
  case up = 1
  case mirrored
  case down
  case downMirrored
  case leftMirrored
  case right
  case rightMirrored
  case left

  /// The orientation recorded in a JPEG's EXIF data; `.up` when there is none or it is not
  /// one of the eight values.
  package static func of(jpeg bytes: [UInt8]) -> EXIFOrientation {
    guard let exif = EXIFData(bytes), let value = exif.orientation else { return .up }
    return EXIFOrientation(rawValue: value) ?? .up
  }

  /// Whether width and height swap when the image is turned upright.
  package var swapsSides: Bool { rawValue >= 5 }

  /// The size shown, for a stored size.
  package func shownSize(width: Int, height: Int) -> (width: Int, height: Int) {
    swapsSides ? (height, width) : (width, height)
  }

  /// `image` turned upright.
  package func apply(to image: RGBAImage) -> RGBAImage {
    guard self != .up else { return image }
    let (dw, dh) = shownSize(width: image.width, height: image.height)
    var out = [UInt8](repeating: 0, count: dw * dh * 4)
    image.pixels.withUnsafeBytes { src in
      out.withUnsafeMutableBytes { dst in
        turn(
          src.bindMemory(to: UInt32.self).baseAddress, width: image.width, height: image.height,
          rowWords: image.width, into: dst.bindMemory(to: UInt32.self).baseAddress,
          rowWords: dw)
      }
    }
    // The sizes match by construction.
    return (try? RGBAImage(width: dw, height: dh, pixels: out)) ?? image
  }

  /// Turns a stored `width` × `height` picture of 32-bit pixels (any byte order: each is
  /// moved whole) upright into `target`, whose size is ``shownSize(width:height:)``; rows are
  /// `rowWords` pixels apart in each.
  package func turn(
    _ source: UnsafePointer<UInt32>?, width w: Int, height h: Int, rowWords sourceRow: Int,
    into target: UnsafeMutablePointer<UInt32>?, rowWords targetRow: Int
  ) {
    guard let source, let target else { return }
    let (dw, dh) = shownSize(width: w, height: h)
    for dy in 0..<dh {
      for dx in 0..<dw {
        let (sx, sy) = sourcePixel(dx, dy, width: w, height: h)
        target[dy * targetRow + dx] = source[sy * sourceRow + sx]
      }
    }
  }

  /// The stored pixel shown at `(dx, dy)` of the upright image (the tag's meaning: e.g. 6,
  /// "row 0 is the visual right side, column 0 the visual top").
  package func sourcePixel(_ dx: Int, _ dy: Int, width w: Int, height h: Int) -> (Int, Int) {
    switch self {
    case .up: (dx, dy)
    case .mirrored: (w - 1 - dx, dy)
    case .down: (w - 1 - dx, h - 1 - dy)
    case .downMirrored: (dx, h - 1 - dy)
    case .leftMirrored: (dy, dx)
    case .right: (dy, h - 1 - dx)
    case .rightMirrored: (w - 1 - dy, h - 1 - dx)
    case .left: (w - 1 - dy, dx)
    }
  }
}

/// An owned libexif `ExifData`, freed in `deinit`.
private final class EXIFData {
  let pointer: UnsafeMutablePointer<ExifData>

  /// The EXIF data of a JPEG (libexif finds its APP1 segment); nil when it has none.
  init?(_ bytes: [UInt8]) {
    guard
      let data = bytes.withUnsafeBufferPointer({ buffer in
        exif_data_new_from_data(buffer.baseAddress, UInt32(clamping: buffer.count))
      })
    else { return nil }
    pointer = data
  }

  deinit { exif_data_unref(pointer) }

  /// The value of IFD 0's Orientation tag, if it is a SHORT.
  var orientation: Int? {
    guard let entry = chatshot_exif_ifd0_entry(pointer, EXIF_TAG_ORIENTATION),
      entry.pointee.format == EXIF_FORMAT_SHORT, entry.pointee.components >= 1,
      let data = entry.pointee.data
    else { return nil }
    return Int(exif_get_short(data, exif_data_get_byte_order(pointer)))
  }
}
