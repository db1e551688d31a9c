/// Checks an avatar image file while the conversation is read, before any pixel is decoded:
/// its size, that it is a PNG, the dimensions its header claims (a small file can claim
/// 100,000 × 100,000 pixels: a decompression bomb), and that its chunks are whole.
///
/// A bad avatar is then an error that points at the `avatar` value in the conversation file,
/// instead of a failure halfway through a render.
enum AvatarImageCheck {
  /// - Parameters:
  ///   - path: the resolved file (exists, is readable, not a directory).
  ///   - shown: the path as written in the conversation, quoted, for messages.
  static func check(_ path: String, shown: String, node: JSONNode, limits: InputLimits)
    throws(InputError)
  {
    let bytes = try read(path, shown: shown, node: node, limits: limits)
    let header: PNGHeader
    do {
      header = try PNGReader.probe(bytes)
    } catch .notPNG {
      throw node.error("avatar file \(shown) is not a PNG image")
    } catch {
      throw node.error("avatar file \(shown) is not a readable PNG: \(error.description)")
    }
    let pixels = header.width.multipliedReportingOverflow(by: header.height)
    if pixels.overflow || pixels.partialValue > limits.maxImagePixels {
      throw node.error(
        "avatar file \(shown) is \(header.width)×\(header.height) pixels; the limit is \(limits.maxImagePixels) pixels (e.g. 4096×4096)"
      )
    }
    if let problem = PNGChunks.problem(in: bytes) {
      throw node.error("avatar file \(shown) is not a whole PNG: \(problem)")
    }
  }

  /// The file's bytes, refusing files larger than `limits.maxImageBytes` before reading them
  /// and anything but a regular file (``OpenedFile``).
  private static func read(_ path: String, shown: String, node: JSONNode, limits: InputLimits)
    throws(InputError) -> [UInt8]
  {
    do {
      return try OpenedFile(FilePath(path)).readAll(limit: limits.maxImageBytes)
    } catch {
      throw node.error(error.reason(shown, role: .avatar), exitCode: error.exitCode)
    }
  }
}
