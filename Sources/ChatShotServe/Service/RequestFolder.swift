import ChatShot
internal import Glibc

/// A private folder for the files one request sends (a multipart body's avatars and
/// photos), which its conversation names relative to it. Made with `mkdtemp` (mode 0700),
/// removed with its files when released.
final class RequestFolder: @unchecked Sendable {
  let path: String
  private var names: [String] = []

  /// A new empty folder under `$TMPDIR` (else /tmp).
  init() throws(ServeError) {
    let base = Environment.variables["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array((base + "/chatshot-serve-XXXXXX").utf8CString)
    guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
      throw .invalidForm(reason: "no folder can be made for the request's files")
    }
    path = String(cString: made)
  }

  deinit {
    for name in names { unlink(path + "/" + name) }
    rmdir(path)
  }

  /// Writes `bytes` as `name`, a plain file name (checked by `isSafeName`).
  func write(_ bytes: [UInt8], as name: String) throws(ServeError) {
    guard Self.isSafeName(name), !names.contains(name) else {
      throw .invalidForm(
        reason: "the part file name '\(name)' is not a plain file name (letters, digits, . _ -) "
          + "or is sent twice")
    }
    let fd = open(path + "/" + name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw .invalidForm(reason: "the part '\(name)' cannot be stored") }
    names.append(name)
    defer { close(fd) }
    var written = 0
    while written < bytes.count {
      let n = bytes[written...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
      guard n > 0 else { throw .invalidForm(reason: "the part '\(name)' cannot be stored") }
      written += n
    }
  }

  /// 1 to 128 letters, digits, `.`, `_` and `-`, not starting with a dot.
  static func isSafeName(_ name: String) -> Bool {
    guard (1...128).contains(name.utf8.count), !name.hasPrefix(".") else { return false }
    return name.utf8.allSatisfy { byte in
      (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
        || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }
  }
}

/// The conversation a request carries and the folder its files are read from.
struct RequestInput: Sendable {
  var bytes: [UInt8]
  /// The request's own files, when it sent any; removed when the input is released.
  var folder: RequestFolder?

  /// The body, or a multipart body's `conversation` part with the other parts written to a
  /// folder of their own.
  static func read(_ request: HTTPRequest) throws(ServeError) -> RequestInput {
    guard request.head.mediaType == "multipart/form-data" else {
      return RequestInput(bytes: request.body)
    }
    guard let conversation = request.parts.first(where: { $0.name == "conversation" }) else {
      throw .invalidForm(reason: "the multipart body has no part named 'conversation'")
    }
    let files = request.parts.filter { $0.name != "conversation" }
    guard !files.isEmpty else { return RequestInput(bytes: conversation.bytes) }
    let folder = try RequestFolder()
    for part in files { try folder.write(part.bytes, as: part.fileName ?? part.name) }
    return RequestInput(bytes: conversation.bytes, folder: folder)
  }
}
