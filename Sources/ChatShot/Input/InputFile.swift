#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// Reads conversation files and standard input into bytes, enforcing the file-size limit
/// before (or, for pipes, while) reading.
package enum InputFile {
  /// The name used in diagnostics for standard input.
  package static let standardInputName = "<stdin>"

  /// The bytes of the file at `path`.
  ///
  /// - Throws: `InputError` of kind `.unreadableInput` if the file is missing, unreadable or a directory;
  ///   `.invalidData` if it is larger than `limits.maxFileBytes`.
  package static func read(_ path: String, limits: InputLimits = .default) throws(InputError)
    -> [UInt8]
  {
    let fd = FileName.withCString(path) { open($0, O_RDONLY | O_CLOEXEC) }
    guard fd >= 0 else { throw unreadable(path, FileSystem.lastErrorText()) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw unreadable(path, FileSystem.lastErrorText()) }
    switch FileSystem.kind(mode: info.st_mode) {
    case .directory:
      throw InputError(
        file: path, reason: "'\(path)' is a directory, not a conversation file",
        kind: .unreadableInput)
    case .regular where Int(info.st_size) > limits.maxFileBytes:
      throw tooLarge(path, size: Int(info.st_size), limits: limits)
    case .regular, .other:
      break
    }
    switch FileSystem.readAll(fd: fd, limit: limits.maxFileBytes, expectedSize: Int(info.st_size)) {
    case .bytes(let bytes): return bytes
    case .tooLarge: throw tooLarge(path, size: nil, limits: limits)
    case .failed(let reason): throw unreadable(path, reason)
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

  static func unreadable(_ path: String, _ reason: String) -> InputError {
    InputError(file: path, reason: "cannot read '\(path)': \(reason)", kind: .unreadableInput)
  }

  /// "'big.json' is 17000000 bytes; the limit is 16777216 bytes (16 MiB)".
  static func tooLarge(_ path: String, size: Int?, limits: InputLimits) -> InputError {
    let limit = limits.maxFileBytes
    let mebibytes = limit % (1 << 20) == 0 ? " (\(limit >> 20) MiB)" : ""
    let reason =
      if let size {
        "'\(path)' is \(size) bytes; the limit is \(limit) bytes\(mebibytes)"
      } else {
        "'\(path)' is larger than the limit of \(limit) bytes\(mebibytes)"
      }
    return InputError(file: path, reason: reason)
  }
}
