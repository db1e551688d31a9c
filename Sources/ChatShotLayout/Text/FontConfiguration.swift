internal import CPangoCairo
import ChatShotCore

/// An owned private fontconfig configuration (`FcConfig *`) that names only chatshot's
/// font files (see ``FontConfigDocument``).
///
/// Build one per ``PangoTextEngine``. fontconfig is thread-safe, but the engine that uses
/// this configuration is not.
package final class FontConfiguration {
  /// Owned: one reference, released with `FcConfigDestroy` in `deinit`. Pango font maps
  /// and `FcConfigSetCurrent` take references of their own.
  let pointer: OpaquePointer
  /// The font files in the configuration, in fallback order (hash these for metadata).
  package let files: [FontFile]
  /// The directory that holds fontconfig's scan cache; nil when there is none (the fonts
  /// are then scanned on every run).
  package let cacheDirectory: String?

  /// Checks that every file is readable, then loads them into a new configuration.
  ///
  /// - Parameter cacheDirectory: where fontconfig caches its scans; by default the first
  ///   usable ``FontCacheDirectory`` candidate (created when missing), or none when no
  ///   candidate can be used: the cache only speeds the set-up up.
  /// - Throws: ``FontError/missingFiles(paths:packages:)`` naming the packages to install,
  ///   ``FontError/unusableFiles(_:)`` when fontconfig cannot load a file that exists.
  init(
    files: [FontFile] = FontFile.bundled, cacheDirectory requested: String? = nil
  ) throws(FontError) {
    let missing = files.filter { !FileSystem.isReadable($0.path) }
    if !missing.isEmpty {
      var packages: [String] = []
      for file in missing where !packages.contains(file.package) { packages.append(file.package) }
      throw .missingFiles(paths: missing.map(\.path), packages: packages)
    }
    let cache = requested ?? FontCacheDirectory.resolve()
    guard let config = FcConfigCreate() else {
      throw .configurationFailed("creating a fontconfig configuration")
    }
    let xml = FontConfigDocument.xml(files: files, cacheDirectory: cache)
    let parsed = xml.withCString { text in
      text.withMemoryRebound(to: FcChar8.self, capacity: xml.utf8.count + 1) {
        FcConfigParseAndLoadFromMemory(config, $0, FcTrue)
      }
    }
    guard parsed == FcTrue, FcConfigBuildFonts(config) == FcTrue else {
      FcConfigDestroy(config)
      throw .configurationFailed("loading the private fontconfig configuration")
    }
    // No cache: the files one by one, in the order a scan finds them (see FontConfigDocument).
    if cache == nil {
      for file in FontConfigDocument.scanOrder(files) {
        _ = file.path.withCString { path in
          path.withMemoryRebound(to: FcChar8.self, capacity: file.path.utf8.count + 1) {
            FcConfigAppFontAddFile(config, $0)
          }
        }
      }
    }
    pointer = config
    self.files = files
    cacheDirectory = cache
    let loaded = Set(fontSetFiles())
    let unusable = files.map(\.path).filter { !loaded.contains($0) }
    if !unusable.isEmpty { throw .unusableFiles(unusable) }
  }

  deinit { FcConfigDestroy(pointer) }

  /// Makes this configuration fontconfig's current one for the whole process.
  ///
  /// Done before the first Pango font map exists, it also stops Pango's start-up thread
  /// from loading the system configuration (about 10 ms, and never used).
  func makeCurrent() throws(FontError) {
    guard FcConfigSetCurrent(pointer) == FcTrue else {
      throw .configurationFailed("making the private fontconfig configuration current")
    }
  }

  /// The file of every font face in the configuration (system and application sets),
  /// sorted and without repeats: a `.ttc` holds several faces.
  func fontSetFiles() -> [String] {
    Array(Set(fontSetFaces().map(\.file))).sorted()
  }

  /// Every font face in the configuration (system and application sets): its file and first
  /// family name, sorted.
  func fontSetFaces() -> [(file: String, family: String)] {
    Self.faces(of: pointer).map { ($0.file, $0.family) }
      .sorted { ($0.file, $0.family) < ($1.file, $1.family) }
  }

  /// One face of a configuration: its pattern (owned by the configuration), file and first
  /// family name.
  struct Face {
    var pattern: OpaquePointer
    var file: String
    var family: String
  }

  /// Every face of `config` (system and application sets), in the sets' order.
  static func faces(of config: OpaquePointer) -> [Face] {
    var result: [Face] = []
    for kind in [FcSetSystem, FcSetApplication] {
      guard let set = FcConfigGetFonts(config, kind) else { continue }
      for index in 0..<Int(set.pointee.nfont) {
        guard let pattern = set.pointee.fonts[index] else { continue }
        var file: UnsafeMutablePointer<FcChar8>?
        var family: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else {
          continue
        }
        let name =
          FcPatternGetString(pattern, FC_FAMILY, 0, &family) == FcResultMatch
          ? family.map { String(cString: $0) } ?? "" : ""
        result.append(Face(pattern: pattern, file: String(cString: file), family: name))
      }
    }
    return result
  }
}
