#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

extension FileSystem {
  /// The names in the folder at `path` (without `.` and `..`), sorted by their bytes; nil
  /// when it cannot be read.
  package static func entries(of path: FilePath) -> [FilePath]? {
    guard let dir = path.withCString({ opendir($0) }) else { return nil }
    defer { closedir(dir) }
    var names: [FilePath] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        FilePath(bytes: raw.prefix { $0 != 0 })
      }
      if name.bytes == [0x2E] || name.bytes == [0x2E, 0x2E] { continue }
      names.append(name)
    }
    return names.sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }
  }
}
