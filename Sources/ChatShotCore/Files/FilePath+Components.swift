/// Joining, splitting and comparing paths by their bytes, without the file system.
extension FilePath {
  /// `self/other`; `other` itself when it is absolute.
  package func appending(_ other: FilePath) -> FilePath {
    if other.isAbsolute || bytes.isEmpty { return other }
    if bytes.last == Self.slash { return FilePath(bytes: bytes + other.bytes) }
    return FilePath(bytes: bytes + [Self.slash] + other.bytes)
  }

  /// The folder part: `a/b.json` → `a`, `b.json` → `.`, `/b.json` → `/`.
  package var directory: FilePath {
    guard let slash = bytes.lastIndex(of: Self.slash) else { return FilePath(".") }
    return slash == 0 ? FilePath("/") : FilePath(bytes: bytes[..<slash])
  }

  /// The part after the last `/` (the whole path when there is none).
  package var lastComponent: FilePath {
    guard let slash = bytes.lastIndex(of: Self.slash) else { return self }
    return FilePath(bytes: bytes[(slash + 1)...])
  }

  /// This absolute path with empty, `.` and `..` components resolved as written, without
  /// looking at the file system. `..` above `/` stays at `/`.
  package var normalized: FilePath {
    var parts: [ArraySlice<UInt8>] = []
    for part in bytes.split(separator: Self.slash, omittingEmptySubsequences: true) {
      switch part.count {
      case 1 where part.first == Self.dot: continue
      case 2 where part.allSatisfy({ $0 == Self.dot }): _ = parts.popLast()
      default: parts.append(part)
      }
    }
    return FilePath(bytes: [Self.slash] + parts.joined(separator: [Self.slash]))
  }

  /// Whether this absolute path is `root` or lies below it (both written alike, e.g. both
  /// canonical).
  package func isInside(_ root: FilePath) -> Bool {
    root.bytes == [Self.slash] || self == root
      || bytes.starts(with: root.bytes + [Self.slash])
  }

  /// This path relative to `base` when it lies below it (`/a/b/c.png` in `/a` → `b/c.png`),
  /// else nil.
  package func relative(to base: FilePath) -> FilePath? {
    if base.bytes == [Self.slash] { return isAbsolute ? FilePath(bytes: bytes.dropFirst()) : nil }
    guard bytes.starts(with: base.bytes + [Self.slash]) else { return nil }
    return FilePath(bytes: bytes.dropFirst(base.bytes.count + 1))
  }

  private static let dot = UInt8(ascii: ".")
}
