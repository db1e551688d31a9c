@testable import ChatShotImage

/// A small APNG reader for the tests, independent of the writer: it walks the chunks, checks
/// their order, CRCs and sequence numbers, decodes each frame's data by wrapping it as a PNG
/// of its own for libpng (which reads no APNG), and composes the frames on the canvas as the
/// APNG specification says (only dispose none and blend source, which chatshot writes).
struct APNGTestReader {
  struct Frame {
    var x, y, width, height: Int
    var delayNumerator, delayDenominator: Int
    var dispose, blend: UInt8
    /// The canvas after the frame was drawn.
    var canvas: RGBAImage
    var milliseconds: Int { delayNumerator * 1000 / max(1, delayDenominator) }
  }

  var width = 0
  var height = 0
  var frameCount = 0
  var plays = -1
  /// The default image (what a viewer without APNG shows).
  var still: RGBAImage
  var frames: [Frame] = []
  /// The chunk types in order.
  var chunkTypes: [String] = []

  struct Malformed: Error, CustomStringConvertible { var description: String }

  init(_ data: [UInt8]) throws {
    guard data.count > 8, PNGChunks.problem(in: data) == nil else {
      throw Malformed(description: PNGChunks.problem(in: data) ?? "not a PNG")
    }
    var offset = 8
    var ihdr: [UInt8] = []
    var idat: [UInt8] = []
    var pending: (header: [UInt8], data: [UInt8])?
    var sequence: UInt32 = 0
    var parts: [(header: [UInt8], data: [UInt8])] = []
    func u32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
      let b = Array(bytes)
      return UInt32(b[0]) << 24 | UInt32(b[1]) << 16 | UInt32(b[2]) << 8 | UInt32(b[3])
    }
    while offset + 8 <= data.count {
      let length = Int(PNGChunks.readUInt32(data, offset))
      let type = String(decoding: data[offset + 4..<offset + 8], as: UTF8.self)
      let body = Array(data[offset + 8..<offset + 8 + length])
      chunkTypes.append(type)
      switch type {
      case "IHDR": ihdr = body
      case "acTL":
        frameCount = Int(u32(body[0..<4]))
        plays = Int(u32(body[4..<8]))
      case "IDAT": idat += body
      case "fcTL", "fdAT":
        guard u32(body[0..<4]) == sequence else {
          throw Malformed(description: "\(type) with sequence \(u32(body[0..<4])), not \(sequence)")
        }
        sequence += 1
        if type == "fcTL" {
          if let pending { parts.append(pending) }
          pending = (Array(body[4...]), [])
        } else {
          guard pending != nil else { throw Malformed(description: "fdAT before any fcTL") }
          pending!.data += body[4...]
        }
      default: break
      }
      offset += 12 + length
    }
    if let pending { parts.append(pending) }
    width = Int(u32(ihdr[0..<4]))
    height = Int(u32(ihdr[4..<8]))
    still = try Self.decode(ihdr: ihdr, width: width, height: height, data: idat)
    var canvas = try RGBAImage(width: width, height: height)
    for (header, data) in parts {
      let h = header
      var frame = Frame(
        x: Int(u32(h[8..<12])), y: Int(u32(h[12..<16])), width: Int(u32(h[0..<4])),
        height: Int(u32(h[4..<8])), delayNumerator: Int(h[16]) << 8 | Int(h[17]),
        delayDenominator: Int(h[18]) << 8 | Int(h[19]), dispose: h[20], blend: h[21],
        canvas: canvas)
      let piece = try Self.decode(ihdr: ihdr, width: frame.width, height: frame.height, data: data)
      var pixels = canvas.pixels
      for row in 0..<frame.height {
        let from = row * frame.width * 4
        let to = ((frame.y + row) * width + frame.x) * 4
        pixels.replaceSubrange(
          to..<to + frame.width * 4, with: piece.pixels[from..<from + frame.width * 4])
      }
      canvas = try RGBAImage(width: width, height: height, pixels: pixels)
      frame.canvas = canvas
      frames.append(frame)
    }
  }

  /// `data` (a zlib stream of `width`×`height` rows, the IHDR's pixel format) decoded by
  /// libpng, as a PNG of its own.
  static func decode(ihdr: [UInt8], width: Int, height: Int, data: [UInt8]) throws -> RGBAImage {
    func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
      let n = UInt32(body.count)
      let head = [UInt8(n >> 24), UInt8(n >> 16 & 255), UInt8(n >> 8 & 255), UInt8(n & 255)]
      let typed = Array(type.utf8) + body
      let crc = PNGChunks.crc32(typed[...])
      return head + typed
        + [UInt8(crc >> 24), UInt8(crc >> 16 & 255), UInt8(crc >> 8 & 255), UInt8(crc & 255)]
    }
    var header = ihdr
    for (i, v) in [UInt32(width), UInt32(height)].enumerated() {
      header[i * 4] = UInt8(v >> 24)
      header[i * 4 + 1] = UInt8(v >> 16 & 255)
      header[i * 4 + 2] = UInt8(v >> 8 & 255)
      header[i * 4 + 3] = UInt8(v & 255)
    }
    let png =
      [137, 80, 78, 71, 13, 10, 26, 10] + chunk("IHDR", header) + chunk("IDAT", data)
      + chunk("IEND", [])
    return try PNGReader.decode(png).image
  }
}
