internal import Glibc

/// Reading and writing golden PNGs and the artifacts beside them.
public enum GoldenFile {
  /// Goldens may be tall: 1 GiB, far above any real screenshot.
  static let limits = InputLimits(maxFileBytes: 1 << 30)

  /// Whether a file (of any kind) exists at `path`.
  public static func exists(_ path: String) -> Bool {
    FileSystem.exists(path)
  }

  /// The bytes of the PNG at `path`.
  ///
  /// - Throws: `InputError` (`.unreadableInput`) when missing or unreadable.
  public static func read(_ path: String) throws(InputError) -> [UInt8] {
    try InputFile.read(path, limits: limits)
  }

  /// Decodes the PNG at `path` with its text chunks.
  ///
  /// - Throws: `InputError` (`.unreadableInput`) when unreadable, `PNGFileError` (`.invalidData`) when not a valid PNG.
  public static func decode(_ path: String) throws -> DecodedPNG {
    let bytes = try read(path)
    do {
      return try PNGReader.decode(bytes)
    } catch {
      throw PNGFileError(path: path, error: error)
    }
  }

  /// Replaces (or creates) `path` with `bytes` atomically, creating missing folders first.
  ///
  /// - Throws: `OutputError` (`.cannotCreateOutput` when it cannot be created, `.writeFailed` on a
  ///   write error).
  public static func write(_ bytes: [UInt8], to path: String) throws {
    let folder = Paths.directory(of: path)
    if !exists(folder), FileSystem.createDirectories(folder) != 0 {
      throw OutputError.cannotCreate(path: path, code: ENOENT)
    }
    try OutputFiles.write(bytes, to: path)
  }
}

/// A file that should be a PNG and is not a valid one (`.invalidData`, or PNGError's own kind).
public struct PNGFileError: ChatShotError, Equatable {
  /// The file as the user named it.
  public var path: String
  /// What is wrong with it.
  public var error: PNGError

  /// The error `error` found in the file at `path`.
  public init(path: String, error: PNGError) {
    self.path = path
    self.error = error
  }

  public var kind: ChatShotErrorKind { error.kind }
  public var description: String { "\(path): \(error)" }
}
