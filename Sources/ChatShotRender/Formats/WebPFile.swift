internal import CWebP
import ChatShotImage

/// Lossless WebP through libwebp: encoding an RGBA image with an XMP chunk, decoding one back.
package enum WebPFile {
  /// The effort of libwebp's lossless preset (0 fastest … 9 smallest).
  static let losslessLevel: Int32 = 6

  /// A lossless WebP of `image` (straight RGBA8), with `xmp` as its XMP chunk when given.
  /// The same pixels give the same bytes (one thread, exact RGB under transparent pixels).
  package static func encode(_ image: RGBAImage, xmp: String?) throws(FormatError) -> [UInt8] {
    guard image.width <= OutputFormat.webPMaxPixels, image.height <= OutputFormat.webPMaxPixels
    else { throw .tooLargeForWebP(width: image.width, height: image.height) }
    var config = WebPConfig()
    guard WebPConfigInit(&config) != 0, WebPConfigLosslessPreset(&config, losslessLevel) != 0
    else { throw .webP("cannot encode WebP: libwebp version mismatch") }
    config.exact = 1
    config.thread_level = 0
    let picture = WebPPictureBox()
    picture.value.use_argb = 1
    picture.value.width = Int32(image.width)
    picture.value.height = Int32(image.height)
    let imported = image.pixels.withUnsafeBufferPointer {
      WebPPictureImportRGBA(&picture.value, $0.baseAddress, Int32(image.width * 4))
    }
    guard imported != 0 else { throw .webP("cannot encode WebP: out of memory") }
    let writer = WebPMemoryWriterBox()
    picture.value.writer = WebPMemoryWrite
    let ok = withUnsafeMutablePointer(to: &writer.value) { w -> Int32 in
      picture.value.custom_ptr = UnsafeMutableRawPointer(w)
      return WebPEncode(&config, &picture.value)
    }
    guard ok != 0, let mem = writer.value.mem else {
      throw .webP("cannot encode WebP: libwebp error \(picture.value.error_code.rawValue)")
    }
    let bitstream = Array(UnsafeBufferPointer(start: mem, count: writer.value.size))
    guard let xmp else { return bitstream }
    return try withXMP(bitstream, xmp)
  }

  /// `bitstream` (a simple WebP) in the extended format with an `XMP ` chunk.
  private static func withXMP(_ bitstream: [UInt8], _ xmp: String) throws(FormatError) -> [UInt8] {
    guard let mux = WebPMuxBox() else { throw .webP("cannot encode WebP: out of memory") }
    let packet = Array(xmp.utf8)
    let status = bitstream.withUnsafeBufferPointer { image in
      packet.withUnsafeBufferPointer { meta in
        var imageData = WebPData(bytes: image.baseAddress, size: image.count)
        var metaData = WebPData(bytes: meta.baseAddress, size: meta.count)
        let set = WebPMuxSetImage(mux.pointer, &imageData, 1)
        guard set == WEBP_MUX_OK else { return set }
        return WebPMuxSetChunk(mux.pointer, "XMP ", &metaData, 1)
      }
    }
    var assembled = WebPData()
    defer { WebPDataClear(&assembled) }
    guard status == WEBP_MUX_OK, WebPMuxAssemble(mux.pointer, &assembled) == WEBP_MUX_OK,
      let bytes = assembled.bytes
    else { throw .webP("cannot encode WebP: its XMP chunk could not be added") }
    return Array(UnsafeBufferPointer(start: bytes, count: assembled.size))
  }

  /// Whether `data` starts as a WebP file does (`RIFF`, a size, `WEBP`).
  static func isWebP(_ data: [UInt8]) -> Bool {
    data.count >= 12 && data[0..<4].elementsEqual("RIFF".utf8)
      && data[8..<12].elementsEqual("WEBP".utf8)
  }

  /// A whole WebP `file` (still or animated) with `xmp` as its `XMP ` chunk.
  static func addingXMP(_ xmp: String, to file: [UInt8]) throws(FormatError) -> [UInt8] {
    let packet = Array(xmp.utf8)
    var assembled = WebPData()
    defer { WebPDataClear(&assembled) }
    let status = file.withUnsafeBufferPointer { bytes in
      packet.withUnsafeBufferPointer { meta in
        var fileData = WebPData(bytes: bytes.baseAddress, size: bytes.count)
        var metaData = WebPData(bytes: meta.baseAddress, size: meta.count)
        guard let mux = WebPMuxBox(&fileData) else { return WEBP_MUX_BAD_DATA }
        let set = WebPMuxSetChunk(mux.pointer, "XMP ", &metaData, 1)
        return set == WEBP_MUX_OK ? WebPMuxAssemble(mux.pointer, &assembled) : set
      }
    }
    guard status == WEBP_MUX_OK, let bytes = assembled.bytes else {
      throw .webP("cannot encode WebP: its XMP chunk could not be added")
    }
    return Array(UnsafeBufferPointer(start: bytes, count: assembled.size))
  }

  /// The image's size without decoding it.
  static func size(_ data: [UInt8]) throws(FormatError) -> (width: Int, height: Int) {
    var w: Int32 = 0
    var h: Int32 = 0
    guard data.withUnsafeBufferPointer({ WebPGetInfo($0.baseAddress, $0.count, &w, &h) }) != 0
    else { throw .webP("not a valid WebP file") }
    return (Int(w), Int(h))
  }

  /// The pixels as straight RGBA8, refusing more than `maxPixels` before decoding.
  static func decode(_ data: [UInt8], maxPixels: Int) throws(FormatError) -> RGBAImage {
    let (width, height) = try size(data)
    guard width * height <= maxPixels else {
      throw .webP("the WebP image is \(width)×\(height) px, more than \(maxPixels) pixels")
    }
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    let decoded = data.withUnsafeBufferPointer { src in
      pixels.withUnsafeMutableBufferPointer { dst in
        WebPDecodeRGBAInto(src.baseAddress, src.count, dst.baseAddress, dst.count, Int32(width * 4))
      }
    }
    guard decoded != nil, let image = try? RGBAImage(width: width, height: height, pixels: pixels)
    else { throw .webP("the WebP image data is damaged") }
    return image
  }

  /// The text of the file's XMP chunk, nil when it has none.
  static func xmp(_ data: [UInt8]) -> [UInt8]? {
    data.withUnsafeBufferPointer { buffer -> [UInt8]? in
      var webp = WebPData(bytes: buffer.baseAddress, size: buffer.count)
      guard let demux = WebPDemuxBox(&webp) else { return nil }
      var iterator = WebPChunkIterator()
      defer { WebPDemuxReleaseChunkIterator(&iterator) }
      guard WebPDemuxGetChunk(demux.pointer, "XMP ", 1, &iterator) != 0,
        let bytes = iterator.chunk.bytes
      else { return nil }
      return Array(UnsafeBufferPointer(start: bytes, count: iterator.chunk.size))
    }
  }
}

/// An owned `WebPPicture`, freed with `WebPPictureFree`.
final class WebPPictureBox {
  var value = WebPPicture()
  init() { _ = WebPPictureInit(&value) }
  deinit { WebPPictureFree(&value) }
}

/// An owned `WebPMemoryWriter`, its buffer freed with `WebPMemoryWriterClear`.
private final class WebPMemoryWriterBox {
  var value = WebPMemoryWriter()
  init() { WebPMemoryWriterInit(&value) }
  deinit { WebPMemoryWriterClear(&value) }
}

/// An owned `WebPMux *`, freed with `WebPMuxDelete`.
final class WebPMuxBox {
  let pointer: OpaquePointer
  init?() {
    guard let mux = WebPMuxNew() else { return nil }
    pointer = mux
  }
  /// A mux of the WebP file `data` (copied).
  init?(_ data: UnsafePointer<WebPData>) {
    guard let mux = WebPMuxCreate(data, 1) else { return nil }
    pointer = mux
  }
  deinit { WebPMuxDelete(pointer) }
}

/// An owned `WebPDemuxer *` over borrowed data, freed with `WebPDemuxDelete`.
private final class WebPDemuxBox {
  let pointer: OpaquePointer
  init?(_ data: UnsafePointer<WebPData>) {
    guard let demux = WebPDemux(data) else { return nil }
    pointer = demux
  }
  deinit { WebPDemuxDelete(pointer) }
}
