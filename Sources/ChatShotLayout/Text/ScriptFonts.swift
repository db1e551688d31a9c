internal import CPangoCairo
import ChatShotCore

/// The Noto fonts of Debian's `fonts-noto-core` that draw the scripts chatshot's own fonts
/// (``FontFile/bundled``) do not cover: Thai, Devanagari and the other Indic scripts,
/// Ethiopic, Georgian, Armenian, Khmer, symbols…
///
/// None of them is loaded for text its own fonts cover. A code point they do not cover
/// goes to the first family in a fixed order that has it (``family(covering:)``): the
/// `NotoSans…-Regular.ttf` families sorted by file name, then the `NotoSerif…` ones (scripts
/// Noto draws only with serifs). The text engine loads that family's regular and bold files
/// and names it on the code point's run, so which family draws a code point never depends on
/// what else was drawn before (a batch or a server draws the same bytes as a fresh process).
///
/// Latin-only families (`NotoSans`, `NotoSerif`), their `Display`, `Mono` and `UI`
/// variants are left out: Inter covers their letters.
package final class ScriptFonts: @unchecked Sendable {
  /// One family: its name and files (regular first, then bold when the package has it).
  package struct Family: Hashable, Sendable {
    package var name: String
    package var files: [FontFile]
  }

  /// Where `fonts-noto-core` installs them.
  static let directory = "/usr/share/fonts/truetype/noto"
  /// The Debian package.
  static let package = "fonts-noto-core"

  /// The index of the installed fonts, read when first needed, once per process.
  package static let installed = ScriptFonts(directory: directory)

  private let directory: String
  private let lock = Condition()
  private var index: [(family: Family, coverage: CharacterCoverage)]?
  private var chosen: [UInt32: Family?] = [:]

  init(directory: String) {
    self.directory = directory
  }

  /// The first family, in the fixed order, that has `scalar`; nil when none has it (or the
  /// package is not installed).
  package func family(covering scalar: Unicode.Scalar) -> Family? {
    lock.withLock {
      if let known = chosen[scalar.value] { return known }
      if index == nil { index = Self.read(directory) }
      let family = index?.first { $0.coverage.contains(scalar) }?.family
      chosen[scalar.value] = family
      return family
    }
  }

  /// The regular files of the candidate families in `directory`, in the fixed order, each
  /// with its bold sibling when there is one.
  static func candidates(in names: [String]) -> [(regular: String, bold: String?)] {
    let present = Set(names)
    func script(_ name: String, prefix: String) -> String? {
      guard name.hasPrefix(prefix), name.hasSuffix("-Regular.ttf") else { return nil }
      let script = String(name.dropFirst(prefix.count).dropLast("-Regular.ttf".count))
      guard let first = script.unicodeScalars.first, first.properties.isUppercase,
        !script.hasSuffix("UI"), !["Display", "Mono"].contains(script)
      else { return nil }
      return script
    }
    var result: [(regular: String, bold: String?)] = []
    for prefix in ["NotoSans", "NotoSerif"] {
      for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) })
      where script(name, prefix: prefix) != nil {
        let bold = String(name.dropLast("-Regular.ttf".count)) + "-Bold.ttf"
        result.append((name, present.contains(bold) ? bold : nil))
      }
    }
    return result
  }

  /// Reads each candidate's family name and coverage with fontconfig, in a configuration of
  /// its own (dropped when done). With a cache directory (``FontCacheDirectory``) the folder's
  /// scan is cached there as the bundled fonts' is: the first time costs about a second, later
  /// ones a few milliseconds.
  private static func read(_ directory: String) -> [(family: Family, coverage: CharacterCoverage)] {
    guard let entries = FileSystem.entries(of: FilePath(directory)) else { return [] }
    let candidates = candidates(in: entries.compactMap(\.string))
    guard !candidates.isEmpty, let config = FcConfigCreate() else { return [] }
    defer { FcConfigDestroy(config) }
    if let cache = FontCacheDirectory.resolve() {
      let xml = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <dir>\(FontConfigDocument.escaped(directory))</dir>
          <cachedir>\(FontConfigDocument.escaped(cache))</cachedir>
        </fontconfig>

        """
      let parsed = xml.withCString { text in
        text.withMemoryRebound(to: FcChar8.self, capacity: xml.utf8.count + 1) {
          FcConfigParseAndLoadFromMemory(config, $0, FcTrue)
        }
      }
      guard parsed == FcTrue, FcConfigBuildFonts(config) == FcTrue else { return [] }
    } else {
      for candidate in candidates {
        let path = directory + "/" + candidate.regular
        _ = path.withCString { text in
          text.withMemoryRebound(to: FcChar8.self, capacity: path.utf8.count + 1) {
            FcConfigAppFontAddFile(config, $0)
          }
        }
      }
    }
    let faces = Dictionary(
      FontConfiguration.faces(of: config).map { ($0.file, $0) }, uniquingKeysWith: { a, _ in a })
    return candidates.compactMap { candidate in
      guard let face = faces[directory + "/" + candidate.regular] else { return nil }
      let files = ([candidate.regular] + (candidate.bold.map { [$0] } ?? [])).map {
        FontFile(path: directory + "/" + $0, family: face.family, package: package)
      }
      return (Family(name: face.family, files: files), CharacterCoverage.of([face]))
    }
  }
}
