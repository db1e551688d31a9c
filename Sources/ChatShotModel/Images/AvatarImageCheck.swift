import ChatShotCore
import ChatShotImage

/// Checks an image file named by a conversation (an avatar) or by a theme, before any pixel
/// is decoded: its size, that it is a PNG, the dimensions its header claims (a small file can
/// claim 100,000 × 100,000 pixels: a decompression bomb, and Cairo cannot draw an image
/// longer than 32,767 pixels on a side), and that its chunks are whole.
///
/// A bad file is then an error that points at the value naming it, instead of a failure
/// halfway through a render.
enum AvatarImageCheck {
  /// The longest side of an image Cairo can make a surface of (`cairo_image_surface_create`
  /// fails with "invalid size" beyond it).
  static let maxSide = 32_767

  /// Reads the file at `path` once (``OpenedFile``) and checks it.
  static func read(_ path: FilePath, limits: InputLimits) throws(ImageFileProblem) -> ImageFile {
    try read(try open(path), as: path, limits: limits)
  }

  /// The file at `path`, opened once (``OpenedFile``).
  static func open(_ path: FilePath) throws(ImageFileProblem) -> OpenedFile {
    do {
      return try OpenedFile(path)
    } catch {
      throw .file(error)
    }
  }

  /// Every byte of `file`, at most `limits.maxImageBytes`.
  static func bytes(of file: OpenedFile, limits: InputLimits) throws(ImageFileProblem) -> [UInt8] {
    do {
      return try file.readAll(limit: limits.maxImageBytes)
    } catch {
      throw .file(error)
    }
  }

  /// Reads `file` (already open) and checks it; `path` is its canonical path.
  static func read(_ file: OpenedFile, as path: FilePath, limits: InputLimits)
    throws(ImageFileProblem) -> ImageFile
  {
    let bytes = try bytes(of: file, limits: limits)
    return ImageFile(path: path, bytes: bytes, header: try check(bytes, limits: limits))
  }

  /// The header of the PNG in `bytes`, once everything checked here holds.
  static func check(_ bytes: [UInt8], limits: InputLimits) throws(ImageFileProblem)
    -> PNGHeader
  {
    let header: PNGHeader
    do {
      header = try PNGReader.probe(bytes)
    } catch .notPNG {
      throw .notPNG
    } catch {
      throw .unreadable(error)
    }
    let pixels = header.width.multipliedReportingOverflow(by: header.height)
    if pixels.overflow || pixels.partialValue > limits.maxImagePixels {
      throw .tooManyPixels(
        width: header.width, height: header.height, limit: limits.maxImagePixels)
    }
    if header.width > maxSide || header.height > maxSide {
      throw .tooLong(width: header.width, height: header.height, limit: maxSide)
    }
    if let problem = PNGChunks.problem(in: bytes) { throw .notWhole(problem) }
    return header
  }
}
