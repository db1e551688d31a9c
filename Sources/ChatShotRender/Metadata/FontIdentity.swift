import ChatShotCore
internal import Glibc

/// Cheap, cached identities of font files.
///
/// Hashing every byte of the fonts (≈ 52 MB, mostly the CJK collections) costs ≈ 0.3 s per
/// process in a release build and ≈ 5 s in a debug build: more than a whole render. So a
/// font is identified by the SHA-256 of its size (8 bytes, big-endian), its first 64 KiB and
/// its last 64 KiB (the whole file when smaller). The first few KiB of an OpenType or
/// TrueType file (or collection) hold the table directory with a checksum of every table,
/// so any change to a table changes the identity. The metadata key says so:
/// `sha256OfSizeAndEnds64K`. ≈ 1.2 MB are hashed for the nine fonts (≈ 60 M instructions),
/// once per font file and change: the identities are kept in the font cache directory
/// (``FontIdentityStore``) and reused while `stat` shows the file unchanged.
package enum FontIdentity {
  /// Bytes hashed from each end of the file.
  static let sampleSize = 64 * 1024

  private static let cache = Cache()

  /// Starts computing the identities of `paths` on another thread, so that they are ready
  /// when a render's metadata asks for them (otherwise spent on the render's critical path).
  /// `digest(ofFileAt:)` waits for it.
  ///
  /// - Parameter cacheDirectory: the font cache directory: identities computed by an earlier
  ///   process are reused from its ``FontIdentityStore`` while the files are unchanged (then
  ///   only `stat` is paid), and new ones are written back. Nil: every identity is hashed.
  package static func prefetch(_ paths: [String], cacheDirectory: String? = nil) {
    let missing = paths.filter { cache.get($0) == nil }
    guard !missing.isEmpty, cache.beginPrefetch() else { return }
    let started = ThreadRunner.detach {
      resolve(missing, cacheDirectory: cacheDirectory)
      cache.endPrefetch()
    }
    // Without a thread, `digest(ofFileAt:)` computes each identity when asked.
    if !started { cache.endPrefetch() }
  }

  /// Puts the identities of `paths` into the process's cache (see ``identities(of:cacheDirectory:)``).
  private static func resolve(_ paths: [String], cacheDirectory: String?) {
    for (path, digest) in identities(of: paths, cacheDirectory: cacheDirectory) {
      cache.set(path, digest)
    }
  }

  /// The identities of the readable files among `paths`: from the store in `cacheDirectory`
  /// when its entry's key is the file's key now, else hashed (and the store rewritten with
  /// them). Without a directory every file is hashed.
  static func identities(of paths: [String], cacheDirectory: String?) -> [String: String] {
    var found: [String: String] = [:]
    guard let directory = cacheDirectory else {
      for path in paths { found[path] = compute(path) }
      return found
    }
    let stored = FontIdentityStore.load(directory: directory)
    var updated = stored
    for path in paths {
      guard let key = FontIdentityStore.Key(path: path) else { continue }
      if let digest = stored.digest(for: path, key: key) {
        found[path] = digest
        continue
      }
      guard let digest = compute(path) else { continue }
      found[path] = digest
      // Recorded only when the file did not change while it was hashed.
      if path.hasPrefix("/"), !path.contains("\n"), FontIdentityStore.Key(path: path) == key {
        updated.entries[path] = FontIdentityStore.Entry(key: key, digest: digest)
      }
    }
    if updated.serialized().count > FontIdentityStore.maximumSize {
      updated.entries = updated.entries.filter { paths.contains($0.key) }
    }
    if updated != stored { updated.save(directory: directory) }
    return found
  }

  /// The identity of the file at `path` (computed once per process and path), or nil when it
  /// cannot be read.
  static func digest(ofFileAt path: String) -> String? {
    cache.waitForPrefetch()
    if let known = cache.get(path) { return known }
    guard let digest = compute(path) else { return nil }
    cache.set(path, digest)
    return digest
  }

  /// The identity of `bytes` as if they were a whole file (for tests and in-memory fonts).
  static func digest(of bytes: [UInt8]) -> String {
    var hash = SHA256()
    hash.update(sizeBytes(UInt64(bytes.count)))
    let head = min(bytes.count, sampleSize)
    hash.update(Array(bytes[..<head]))
    let tailStart = max(head, bytes.count - sampleSize)
    hash.update(Array(bytes[tailStart...]))
    return hash.finalize().hex
  }

  /// Reads only the sampled ranges, straight into the hash (`pread`, no copies).
  private static func compute(_ path: String) -> String? {
    guard let file = ReadableFile(path: path) else { return nil }
    var hash = SHA256()
    hash.update(sizeBytes(UInt64(file.size)))
    let head = min(file.size, sampleSize)
    guard file.hash(into: &hash, from: 0, count: head),
      file.hash(into: &hash, from: max(head, file.size - sampleSize))
    else { return nil }
    return hash.finalize().hex
  }

  private static func sizeBytes(_ size: UInt64) -> [UInt8] {
    (0..<8).map { UInt8(truncatingIfNeeded: size >> UInt64(56 - 8 * $0)) }
  }

  /// Path → identity, shared by every thread of the process.
  private final class Cache: @unchecked Sendable {
    private let lock = Condition()
    private var digests: [String: String] = [:]
    private var prefetching = false

    func get(_ path: String) -> String? {
      lock.withLock { digests[path] }
    }

    func set(_ path: String, _ digest: String) {
      lock.withLock { digests[path] = digest }
    }

    /// False when a prefetch is already running.
    func beginPrefetch() -> Bool {
      lock.withLock {
        if prefetching { return false }
        prefetching = true
        return true
      }
    }

    func endPrefetch() {
      lock.withLock {
        prefetching = false
        lock.broadcast()
      }
    }

    func waitForPrefetch() {
      lock.withLock {
        while prefetching { lock.wait() }
      }
    }
  }
}
