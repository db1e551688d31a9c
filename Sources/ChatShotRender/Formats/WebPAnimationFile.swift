internal import CWebP
import ChatShotImage
import ChatShotLayout

/// An animation as an animated WebP through libwebpmux's `WebPAnimEncoder`: every frame
/// lossless (the still WebP's preset, exact, one thread), key frames only the first, so each
/// later frame is a sub-frame of the rectangle that changed (the encoder finds it). Frames
/// are drawn one at a time. The same pixels give the same bytes.
package enum WebPAnimationFile {
  package static func encode(_ frames: some AnimationFrameSource, xmp: String?) throws -> [UInt8] {
    let (width, height) = (frames.width, frames.height)
    guard width <= OutputFormat.webPMaxPixels, height <= OutputFormat.webPMaxPixels else {
      throw FormatError.tooLargeForWebP(width: width, height: height)
    }
    var config = WebPConfig()
    guard WebPConfigInit(&config) != 0,
      WebPConfigLosslessPreset(&config, WebPFile.losslessLevel) != 0
    else { throw FormatError.webP("cannot encode WebP: libwebp version mismatch") }
    config.exact = 1
    config.thread_level = 0
    let encoder = try AnimEncoder(
      width: width, height: height, loops: frames.script.loops)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for (index, frame) in frames.script.frames.enumerated() {
      try pixels.withUnsafeMutableBufferPointer { buffer in
        try frames.draw(frame: index, into: buffer.baseAddress!)
      }
      try encoder.add(pixels, width: width, height: height, at: frame.time, config: &config)
    }
    let file = try encoder.assemble(endingAt: frames.script.duration)
    guard let xmp else { return file }
    return try WebPFile.addingXMP(xmp, to: file)
  }
}

/// An owned `WebPAnimEncoder *`, deleted with `WebPAnimEncoderDelete`.
private final class AnimEncoder {
  let pointer: OpaquePointer

  init(width: Int, height: Int, loops: Bool) throws {
    var options = WebPAnimEncoderOptions()
    guard WebPAnimEncoderOptionsInit(&options) != 0 else {
      throw FormatError.webP("cannot encode WebP: libwebpmux version mismatch")
    }
    options.anim_params.loop_count = loops ? 0 : 1
    options.minimize_size = 0
    options.kmin = 0
    options.kmax = 0  // no key frame after the first: every later frame is a sub-frame
    options.allow_mixed = 0
    options.verbose = 0
    guard let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
      throw FormatError.webP("cannot encode WebP: out of memory")
    }
    pointer = encoder
  }

  deinit { WebPAnimEncoderDelete(pointer) }

  /// Adds the frame `pixels` (straight RGBA8) shown from `milliseconds`.
  func add(
    _ pixels: [UInt8], width: Int, height: Int, at milliseconds: Int, config: inout WebPConfig
  ) throws {
    let picture = WebPPictureBox()
    picture.value.use_argb = 1
    picture.value.width = Int32(width)
    picture.value.height = Int32(height)
    let imported = pixels.withUnsafeBufferPointer {
      WebPPictureImportRGBA(&picture.value, $0.baseAddress, Int32(width * 4))
    }
    guard imported != 0 else { throw FormatError.webP("cannot encode WebP: out of memory") }
    guard WebPAnimEncoderAdd(pointer, &picture.value, Int32(milliseconds), &config) != 0 else {
      throw FormatError.webP("cannot encode WebP: " + message)
    }
  }

  /// The whole file, the last frame lasting until `end` milliseconds.
  func assemble(endingAt end: Int) throws -> [UInt8] {
    var data = WebPData()
    defer { WebPDataClear(&data) }
    guard WebPAnimEncoderAdd(pointer, nil, Int32(end), nil) != 0,
      WebPAnimEncoderAssemble(pointer, &data) != 0, let bytes = data.bytes
    else { throw FormatError.webP("cannot encode WebP: " + message) }
    return Array(UnsafeBufferPointer(start: bytes, count: data.size))
  }

  private var message: String {
    WebPAnimEncoderGetError(pointer).map { String(cString: $0) } ?? "libwebpmux failed"
  }
}
