/// Reads PNG files held in memory: any colour type, bit depth or interlace, decoded to RGBA8.
///
/// Pixels are the stored values (no gamma or colour-profile correction); 16-bit samples are
/// scaled to 8 bits with rounding. Corrupt or truncated data throws `PNGError`, never crashes.
public enum PNGReader {
  /// The default decode limit: 2^28 pixels (1 GiB of RGBA), e.g. 640 × 419,430.
  public static let defaultMaxPixels = 1 << 28

  /// Reads the header without decoding pixels.
  public static func probe(_ data: [UInt8]) throws(PNGError) -> PNGHeader {
    let data = try PNGTextFilter.filtered(data, throughImageData: false) ?? data
    return try withReader(data) { reader throws(PNGError) in try reader.readHeader() }
  }

  /// The text chunks before the image data, without decoding pixels (chatshot writes all of
  /// its metadata there): chatshot's own unless `selection` asks for all.
  public static func readText(_ data: [UInt8], selection: PNGTextSelection = .chatshot)
    throws(PNGError) -> [PNGTextChunk]
  {
    let data = try selected(data, selection, throughImageData: false)
    return try withReader(data) { reader throws(PNGError) in
      _ = try reader.readHeader()
      return reader.textChunks()
    }
  }

  /// Decodes the whole image to RGBA8 and collects the text chunks: chatshot's own unless
  /// `text` asks for all (the others are then never read: `PNGTextFilter`).
  ///
  /// Throws `PNGError.tooLarge` for an image of more than `maxPixels` pixels, before any
  /// pixel memory is allocated (a guard against decompression bombs).
  public static func decode(
    _ data: [UInt8], maxPixels: Int = defaultMaxPixels, text: PNGTextSelection = .chatshot
  ) throws(PNGError) -> DecodedPNG {
    let data = try selected(data, text, throughImageData: true)
    return try withReader(data) { reader throws(PNGError) in
      let header = try reader.readHeader()
      let image = try reader.readRGBA(header, maxPixels: maxPixels)
      return DecodedPNG(header: header, image: image, text: reader.textChunks())
    }
  }

  /// `data`, or for `.chatshot` a copy without the text chunks that are not chatshot's when
  /// it has any.
  private static func selected(
    _ data: [UInt8], _ selection: PNGTextSelection, throughImageData: Bool
  ) throws(PNGError) -> [UInt8] {
    guard selection == .chatshot else { return data }
    return try PNGTextFilter.filtered(data, throughImageData: throughImageData) ?? data
  }

  /// Runs `body` with a reader that borrows `data` for the duration of the call only.
  private static func withReader<T>(
    _ data: [UInt8], _ body: (LibPNGReader) throws(PNGError) -> T
  ) throws(PNGError) -> T {
    var result: Result<T, PNGError> = .failure(.notPNG)
    data.withUnsafeBufferPointer { buffer in
      result = Result { () throws(PNGError) -> T in try body(LibPNGReader(borrowing: buffer)) }
    }
    return try result.get()
  }
}
