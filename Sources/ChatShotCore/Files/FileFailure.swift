/// Why a file could not be opened or read, before it is put into words for its role.
package enum FileFailure: Error, Equatable {
  /// The path holds a NUL byte: the system would read only the part before it.
  case containsNUL
  /// Nothing at the path (ENOENT, or a part of it is not a directory).
  case missing
  /// It exists but cannot be opened: the system's reason ("Permission denied").
  case cannotOpen(String)
  /// A directory, FIFO, socket, device (or, where links are refused, a symbolic link).
  case notRegular(FileSystem.Kind)
  /// More bytes than the role allows; `size` when known before reading.
  case tooLarge(size: Int?, limit: Int)
  /// A read failed: the system's reason.
  case readFailed(String)

  /// 65 for a file that is too large, 66 for every file that cannot be read.
  package var kind: ChatShotErrorKind {
    switch self {
    case .tooLarge: .invalidData
    case .containsNUL, .missing, .cannotOpen, .notRegular, .readFailed: .unreadableInput
    }
  }

  /// The failure as a phrase about the file shown as `shown` (already quoted):
  /// "avatar file 'x.png' is a FIFO, not a regular file", "cannot read 'c.json': …".
  ///
  /// A file named inside another file (``FileRole/isNamedInAFile``) is named with its role
  /// ("avatar file 'a.png' does not exist"); one the user named is named by its path alone.
  package func reason(_ shown: String, role: FileRole) -> String {
    let named = role.isNamedInAFile
    switch self {
    case .containsNUL:
      return "\(shown) contains a NUL character, which no file name can hold"
    case .missing:
      return named
        ? "\(role.noun) \(shown) does not exist"
        : "cannot read \(shown): No such file or directory"
    case .cannotOpen(let why), .readFailed(let why):
      return named ? "cannot read \(role.noun) \(shown): \(why)" : "cannot read \(shown): \(why)"
    case .notRegular(.directory):
      switch role {
      case .avatar: return "avatar path \(shown) is a directory, not an image file"
      case .themeImage: return "image path \(shown) is a directory, not a PNG file"
      case .photo: return "image path \(shown) is a directory, not an image file"
      default: return "\(shown) is a directory, not a \(role.noun)"
      }
    case .notRegular(let kind):
      return "\(role.noun) \(shown) is \(kind.phrase), not a regular file"
    case .tooLarge(let size, let limit):
      if named { return "\(role.noun) \(shown) is larger than the limit of \(limit) bytes" }
      let mebibytes = limit % (1 << 20) == 0 ? " (\(limit >> 20) MiB)" : ""
      if let size { return "\(shown) is \(size) bytes; the limit is \(limit) bytes\(mebibytes)" }
      return "\(shown) is larger than the limit of \(limit) bytes\(mebibytes)"
    }
  }
}
