#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// Reads input files (conversations, themes, PNGs) and standard input into bytes, enforcing
/// the file-size limit before (or, for pipes, while) reading. Files are opened as every file
/// is (``OpenedFile``): anything but a regular file is refused unless it is standard input.
package enum InputFile {
  /// The name used in diagnostics for standard input.
  package static let standardInputName = "<stdin>"

  /// The bytes of the file at `path`.
  ///
  /// - Throws: `InputError`: `.unreadableInput` if the file is missing, unreadable or not a
  ///   regular file (a directory, FIFO, socket or device); `.invalidData` if it is larger
  ///   than `limits.maxFileBytes`.
  package static func read(_ path: String, limits: InputLimits = .default) throws(InputError)
    -> [UInt8]
  {
    try read(FilePath(path), limits: limits)
  }

  /// The bytes of the file at `path`, named by its bytes (see ``FilePath``).
  package static func read(_ path: FilePath, limits: InputLimits = .default) throws(InputError)
    -> [UInt8]
  {
    try read(path, role: .input, limit: limits.maxFileBytes)
  }

  /// The bytes of the file at `path`, read as `role` with at most `limit` bytes (see
  /// ``OpenedFile``).
  package static func read(_ path: FilePath, role: FileRole, limit: Int? = nil) throws(InputError)
    -> [UInt8]
  {
    do {
      return try OpenedFile(path).readAll(limit: limit ?? role.defaultMaxBytes)
    } catch {
      throw InputError(
        file: path.description, reason: error.reason("'\(path)'", role: role),
        kind: error.kind)
    }
  }

  /// All of standard input (the caller decides that `-` means it).
  package static func readStandardInput(limits: InputLimits = .default) throws(InputError)
    -> [UInt8]
  {
    switch FileSystem.readAll(fd: STDIN_FILENO, limit: limits.maxFileBytes) {
    case .bytes(let bytes): return bytes
    case .tooLarge: throw tooLarge(standardInputName, size: nil, limits: limits)
    case .failed(let reason): throw unreadable(standardInputName, reason)
    }
  }

  package static func unreadable(_ path: String, _ reason: String) -> InputError {
    InputError(
      file: path, reason: FileFailure.readFailed(reason).reason("'\(path)'", role: .input),
      kind: .unreadableInput)
  }

  /// "'big.json' is 17000000 bytes; the limit is 16777216 bytes (16 MiB)".
  package static func tooLarge(_ path: String, size: Int?, limits: InputLimits) -> InputError {
    let failure = FileFailure.tooLarge(size: size, limit: limits.maxFileBytes)
    return InputError(file: path, reason: failure.reason("'\(path)'", role: .input))
  }
}
