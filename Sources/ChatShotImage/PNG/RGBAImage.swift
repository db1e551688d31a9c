/// An image as 8-bit RGBA bytes with straight (not premultiplied) alpha.
///
/// Rows are stored top to bottom, each `width * 4` bytes with no padding; `pixels.count` is
/// always `width * height * 4`.
public struct RGBAImage: Sendable, Equatable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// R, G, B, A bytes of each pixel, row after row.
  public private(set) var pixels: [UInt8]

  /// Wraps existing pixel bytes.
  ///
  /// Throws `PNGError.invalidArgument` unless the sizes are non-negative and `pixels` holds
  /// exactly `width * height * 4` bytes.
  public init(width: Int, height: Int, pixels: [UInt8]) throws(PNGError) {
    let (area, overflow) = width.multipliedReportingOverflow(by: height)
    guard width >= 0, height >= 0, !overflow, area <= Int.max / 4, pixels.count == area * 4
    else {
      throw .invalidArgument(
        "\(pixels.count) bytes cannot be a \(width)×\(height) RGBA image")
    }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// An image of one colour (transparent black unless given).
  public init(width: Int, height: Int, fill: SIMD4<UInt8> = .zero) throws(PNGError) {
    let (area, overflow) = width.multipliedReportingOverflow(by: height)
    guard width >= 0, height >= 0, !overflow, area <= Int.max / 4 else {
      throw .invalidArgument("an image cannot be \(width)×\(height) pixels")
    }
    var bytes = [UInt8](repeating: 0, count: area * 4)
    if fill != .zero {
      for i in 0..<area {
        bytes[i * 4] = fill.x
        bytes[i * 4 + 1] = fill.y
        bytes[i * 4 + 2] = fill.z
        bytes[i * 4 + 3] = fill.w
      }
    }
    self.width = width
    self.height = height
    self.pixels = bytes
  }

  /// The pixel at column `x`, row `y` as (r, g, b, a). Both must be inside the image.
  public func pixel(x: Int, y: Int) -> SIMD4<UInt8> {
    let i = (y * width + x) * 4
    return SIMD4(pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
  }

  /// Replaces the pixel at column `x`, row `y`. Both must be inside the image.
  public mutating func setPixel(x: Int, y: Int, _ value: SIMD4<UInt8>) {
    let i = (y * width + x) * 4
    pixels[i] = value.x
    pixels[i + 1] = value.y
    pixels[i + 2] = value.z
    pixels[i + 3] = value.w
  }
}
