import ChatShotCore
import ChatShotImage
import ChatShotRender
internal import Glibc

/// Reading and writing golden PNGs and the artifacts beside them.
package enum GoldenFile {
  /// Whether a file (of any kind) exists at `path`.
  package static func exists(_ path: String) -> Bool {
    FileSystem.exists(path)
  }

  /// The bytes of the PNG at `path`, at most 1 GiB (``FileRole/golden``: goldens may be
  /// tall, but no real screenshot comes near).
  ///
  /// - Throws: `InputError`: `.unreadableInput` when missing, unreadable or not a regular
  ///   file; `.invalidData` when larger than the limit.
  package static func read(_ path: String) throws(InputError) -> [UInt8] {
    try read(FilePath(path))
  }

  /// The bytes of the PNG at `path`, named by its bytes (see ``FilePath``).
  package static func read(_ path: FilePath) throws(InputError) -> [UInt8] {
    try InputFile.read(path, role: .golden)
  }

  /// Decodes the PNG at `path` with its text chunks (chatshot's: the others are never read,
  /// ``readKeepingOwnText(_:throughImageData:)``).
  ///
  /// - Throws: `InputError` (`.unreadableInput`) when unreadable, `PNGFileError` (`.invalidData`) when not a valid PNG.
  package static func decode(_ path: String) throws -> DecodedPNG {
    let bytes = try readKeepingOwnText(FilePath(path), throughImageData: true)
    do {
      return try PictureReader.decode(bytes)
    } catch {
      throw PNGFileError(path: path, error: error)
    }
  }

  /// Whether the file at `path` holds exactly `bytes`: read only when its size says it may.
  package static func holds(_ bytes: [UInt8], at path: String) -> Bool {
    guard let file = try? OpenedFile(FilePath(path)), file.size == bytes.count else {
      return false
    }
    return (try? file.read(at: 0, count: bytes.count)) == bytes
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
