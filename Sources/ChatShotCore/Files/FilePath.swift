/// A file path as the bytes the operating system uses.
///
/// File names are bytes, not text: a name that is not valid UTF-8 (a Latin-1 `caf\xE9.png`
/// from an old archive) must be opened exactly, but turning it into a Swift `String` repairs
/// every invalid byte to U+FFFD, which names another file. A `FilePath` keeps the bytes;
/// ``description`` is the form for messages, with each byte that is not part of valid UTF-8
/// written as `\xE9`.
public struct FilePath: Hashable, Sendable, CustomStringConvertible {
  /// The path's bytes, without a terminating NUL.
  public let bytes: [UInt8]

  /// The path spelled by `string`: its UTF-8 bytes, with the scalars U+F780…U+F7FF that
  /// stand for bytes which are not UTF-8 (`FileName`, how the command line keeps such names
  /// in a `String`) turned back into those bytes.
  public init(_ string: String) {
    bytes = FileName.bytes(string)
  }

  /// The path made of `bytes`, exactly.
  public init(bytes: some Sequence<UInt8>) {
    self.bytes = Array(bytes)
  }

  /// The bytes of a NUL-terminated C string (`argv[i]`, what `realpath` or `readdir` give).
  public init(cString: UnsafePointer<CChar>) {
    var count = 0
    while cString[count] != 0 { count += 1 }
    bytes = UnsafeBufferPointer(start: cString, count: count).map { UInt8(bitPattern: $0) }
  }

  /// The path as text for messages: itself when it is valid UTF-8, else with each byte
  /// that is not part of a valid UTF-8 sequence written as `\xFF` (upper-case hex).
  public var description: String {
    if let string { return string }
    var result = ""
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        result.unicodeScalars.append(Unicode.UTF8.decode(encoded))
        offset += encoded.count
      case .error(let length):
        for byte in bytes[offset..<offset + length] {
          result += "\\x"
          result.unicodeScalars.append(Self.hexDigits[Int(byte >> 4)])
          result.unicodeScalars.append(Self.hexDigits[Int(byte & 0xF)])
        }
        offset += length
      case .emptyInput:
        return result
      }
    }
  }

  /// The path as a `String` when its bytes are valid UTF-8 (then exactly), else nil.
  public var string: String? {
    String(validating: bytes, as: UTF8.self)
  }

  /// Whether the path starts at the root (`/`).
  public var isAbsolute: Bool { bytes.first == FilePath.slash }

  /// Whether the path holds a NUL byte, which no system call can be given: the name would
  /// end there and mean another file.
  package var containsNUL: Bool { bytes.contains(0) }

  /// Runs `body` with the path as a NUL-terminated C string.
  package func withCString<Result, Failure>(
    _ body: (UnsafePointer<CChar>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    var terminated = bytes.map { CChar(bitPattern: $0) }
    terminated.append(0)
    return try terminated.withUnsafeBufferPointer { buffer throws(Failure) in
      // Never nil: the buffer holds at least the terminating NUL.
      try body(buffer.baseAddress!)
    }
  }

  package static let slash = UInt8(ascii: "/")
  private static let hexDigits = Array("0123456789ABCDEF".unicodeScalars)
}
