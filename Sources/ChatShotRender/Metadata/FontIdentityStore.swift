import ChatShotCore

#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// Font identities kept on disk between processes, in the font cache directory
/// (``FontCacheDirectory``), so that a process hashes a font file only when it is new or has
/// changed.
///
/// Each entry is keyed by the file's path and what `stat` says of it: device, inode, size,
/// modification time and change time (to the nanosecond; the change time cannot be set back
/// by `touch`). An entry is used only while all of them are what the file shows now, so a
/// replaced, rewritten or touched font is hashed again. The file is only a speed-up, never
/// trusted blindly: it is read only when it is a regular file (not a link) owned by this user
/// and not writable by everyone (its folder is closed to others), at most ``maximumSize`` bytes, with the right first line and a
/// last line holding the SHA-256 of everything above it; anything else (truncated, edited,
/// planted) is ignored whole and rewritten. The digests it holds are exactly those
/// ``FontIdentity`` computes, so the PNG's bytes are the same with or without it.
struct FontIdentityStore: Equatable {
  /// The file's name inside the cache directory.
  static let fileName = "font-identities-v1"
  /// The first line of the file.
  static let header = "chatshot font identities 1"
  /// Larger files are ignored (nine fonts take about 1.5 KiB).
  static let maximumSize = 64 * 1024

  /// What `stat` says of a file: the key an entry is valid for.
  struct Key: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: timespec
    var changed: timespec

    static func == (a: Key, b: Key) -> Bool {
      a.device == b.device && a.inode == b.inode && a.size == b.size
        && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
        && a.changed.tv_sec == b.changed.tv_sec && a.changed.tv_nsec == b.changed.tv_nsec
    }

    /// The key of the file at `path` now (following links, as the font is opened); nil when
    /// it is not a regular file.
    init?(path: String) {
      var info = stat()
      guard stat(path, &info) == 0, FileSystem.kind(mode: info.st_mode) == .regular else {
        return nil
      }
      self.init(
        device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
        modified: info.st_mtim, changed: info.st_ctim)
    }

    init(device: UInt64, inode: UInt64, size: Int64, modified: timespec, changed: timespec) {
      self.device = device
      self.inode = inode
      self.size = size
      self.modified = modified
      self.changed = changed
    }

    var fields: [String] {
      [
        String(device), String(inode), String(size), String(modified.tv_sec),
        String(modified.tv_nsec), String(changed.tv_sec), String(changed.tv_nsec),
      ]
    }
  }

  /// One font's identity and the key it was computed for.
  struct Entry: Equatable {
    var key: Key
    var digest: String
  }

  /// Path → entry.
  var entries: [String: Entry] = [:]

  /// The digest recorded for `path`, when its key is `key`.
  func digest(for path: String, key: Key) -> String? {
    guard let entry = entries[path], entry.key == key else { return nil }
    return entry.digest
  }

  // MARK: The file

  /// The file's text: the header, one line per entry sorted by path
  /// (`device inode size mtime-s mtime-ns ctime-s ctime-ns digest path`), and the checksum
  /// line (`sha256 <hex of every byte above it>`).
  func serialized() -> [UInt8] {
    var body = Self.header + "\n"
    for path in entries.keys.sorted() {
      let entry = entries[path]!
      body += (entry.key.fields + [entry.digest, path]).joined(separator: " ") + "\n"
    }
    let bytes = Array(body.utf8)
    return bytes + Array("sha256 \(SHA256.hash(bytes).hex)\n".utf8)
  }

  /// The store that `bytes` hold, or nil when they are not one this version wrote whole.
  static func parse(_ bytes: [UInt8]) -> FontIdentityStore? {
    guard bytes.count <= maximumSize, bytes.last == UInt8(ascii: "\n") else { return nil }
    // The checksum line: the last line.
    guard let cut = bytes.dropLast().lastIndex(of: UInt8(ascii: "\n")) else { return nil }
    let body = Array(bytes[...cut])
    let checksum = "sha256 " + SHA256.hash(body).hex + "\n"
    guard Array(bytes[(cut + 1)...]) == Array(checksum.utf8) else { return nil }
    guard let text = String(validating: body, as: UTF8.self) else { return nil }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    guard lines.first == Substring(header) else { return nil }
    lines.removeFirst()
    var store = FontIdentityStore()
    for line in lines {
      let fields = line.split(separator: " ", maxSplits: 8, omittingEmptySubsequences: false)
      guard fields.count == 9, let entry = entry(fields), store.entries[String(fields[8])] == nil
      else { return nil }
      store.entries[String(fields[8])] = entry
    }
    return store
  }

  private static func entry(_ fields: [Substring]) -> Entry? {
    guard let device = UInt64(fields[0]), let inode = UInt64(fields[1]),
      let size = Int64(fields[2]), size >= 0,
      let mtime = Int(fields[3]), let mtimeNS = Int(fields[4]),
      (0..<1_000_000_000).contains(mtimeNS),
      let ctime = Int(fields[5]), let ctimeNS = Int(fields[6]),
      (0..<1_000_000_000).contains(ctimeNS),
      isDigest(fields[7]), fields[8].hasPrefix("/")
    else { return nil }
    let key = Key(
      device: device, inode: inode, size: size,
      modified: timespec(tv_sec: mtime, tv_nsec: mtimeNS),
      changed: timespec(tv_sec: ctime, tv_nsec: ctimeNS))
    return Entry(key: key, digest: String(fields[7]))
  }

  /// 64 lowercase hex digits, as ``SHA256/Digest/hex`` writes them.
  private static func isDigest(_ text: Substring) -> Bool {
    text.utf8.count == 64
      && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
  }

  /// The store kept in `directory`, or an empty one when there is none usable: missing, not
  /// a regular file (a link is not followed), not owned by this user, writable by everyone,
  /// too large, or not a whole file of this version.
  static func load(directory: String) -> FontIdentityStore {
    let fd = (directory + "/" + fileName).withCString {
      open($0, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY)
    }
    guard fd >= 0 else { return FontIdentityStore() }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, FileSystem.kind(mode: info.st_mode) == .regular,
      info.st_uid == getuid(), info.st_mode & 0o002 == 0, info.st_size <= maximumSize
    else { return FontIdentityStore() }
    guard case .bytes(let bytes) = FileSystem.readAll(fd: fd, limit: maximumSize) else {
      return FontIdentityStore()
    }
    return parse(bytes) ?? FontIdentityStore()
  }

  /// Writes the store to `directory` atomically (a temporary file renamed over the old one);
  /// a failure is ignored: the next process hashes again. What was there is removed first
  /// (a link is removed, not followed), so the new file has the usual mode, not the old one's.
  func save(directory: String) {
    let path = directory + "/" + Self.fileName
    _ = path.withCString { unlink($0) }
    try? OutputFiles.write(serialized(), to: path)
  }
}
