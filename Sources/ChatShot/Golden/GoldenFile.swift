internal import Glibc

/// Reading and writing golden PNGs and the artifacts beside them.
package enum GoldenFile {
  /// Goldens may be tall: 1 GiB, far above any real screenshot.
  static let limits = InputLimits(maxFileBytes: 1 << 30)

  /// Whether a file (of any kind) exists at `path`.
  package static func exists(_ path: String) -> Bool {
    FileSystem.exists(path)
  }

  /// The bytes of the PNG at `path`.
  ///
  /// - Throws: `InputError` (`.unreadableInput`) when missing or unreadable.
  package static func read(_ path: String) throws(InputError) -> [UInt8] {
    try InputFile.read(path, limits: limits)
  }

  /// Decodes the PNG at `path` with its text chunks.
  ///
  /// - Throws: `InputError` (`.unreadableInput`) when unreadable, `PNGFileError` (`.invalidData`) when not a valid PNG.
  package static func decode(_ path: String) throws -> DecodedPNG {
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
  package static func write(_ bytes: [UInt8], to path: String) throws {
    try write([(bytes, path)])
  }

  /// Replaces (or creates) each path with its bytes, all together (`OutputFiles.write`),
  /// creating missing folders first.
  package static func write(_ files: [(bytes: [UInt8], path: String)]) throws {
    for file in files {
      let folder = Paths.directory(of: file.path)
      if !exists(folder), FileSystem.createDirectories(folder) != 0 {
        throw OutputError.cannotCreate(path: file.path, code: ENOENT)
      }
    }
    try OutputFiles.write(files)
  }
}

/// A file that should be a PNG and is not a valid one (`.invalidData`, or PNGError's own kind).
package struct PNGFileError: ChatShotError, Equatable {
  /// The file as the user named it.
  package var path: String
  /// What is wrong with it.
  package var error: PNGError

  /// The error `error` found in the file at `path`.
  package init(path: String, error: PNGError) {
    self.path = path
    self.error = error
  }

  package var kind: ChatShotErrorKind { error.kind }
  package var description: String { "\(path): \(error)" }
}
