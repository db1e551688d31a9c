internal import Glibc

/// Reading and writing golden PNGs and the artifacts beside them.
public enum GoldenFile {
  /// Whether a file (of any kind) exists at `path`.
  public static func exists(_ path: String) -> Bool {
    FileSystem.exists(path)
  }

  /// The bytes of the PNG at `path`, at most 1 GiB (``FileRole/golden``: goldens may be
  /// tall, but no real screenshot comes near).
  ///
  /// - Throws: `InputError` (exit 66) when missing, unreadable or not a regular file; 65
  ///   when larger than the limit.
  public static func read(_ path: String) throws(InputError) -> [UInt8] {
    try read(FilePath(path))
  }

  /// The bytes of the PNG at `path`, named by its bytes (see ``FilePath``).
  public static func read(_ path: FilePath) throws(InputError) -> [UInt8] {
    try InputFile.read(path, role: .golden)
  }

  /// Decodes the PNG at `path` with its text chunks.
  ///
  /// - Throws: `InputError` (66) when unreadable, `PNGFileError` (65) when not a valid PNG.
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
  /// - Throws: `OutputError` (73 when it cannot be created, 74 on a write error).
  public static func write(_ bytes: [UInt8], to path: String) throws {
    let folder = AtomicFileSink.directory(of: path)
    if !exists(folder), FileSystem.createDirectories(folder) != 0 {
      throw OutputError.cannotCreate(path: path, code: ENOENT)
    }
    let sink = try AtomicFileSink(path: path)
    do {
      try bytes.withUnsafeBytes { try sink.write($0) }
      try sink.commit()
    } catch {
      sink.abort()
      throw error
    }
  }
}

/// A file that should be a PNG and is not a valid one (exit 65, or PNGError's own code).
public struct PNGFileError: ChatShotFailure, Equatable {
  public var path: String
  public var error: PNGError

  public var exitCode: ExitCode { error.exitCode }
  public var description: String { "\(path): \(error)" }
}
