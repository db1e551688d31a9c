/// The XML of chatshot's private fontconfig configuration.
///
/// It names only the given font files: their directories are scanned (so fontconfig can
/// cache them), and `<selectfont>` rejects every other file in those directories, and every
/// face of a collection file but the one it is listed for. No system configuration is
/// included, so fonts installed on the machine can never leak in.
///
/// Three rules are needed for correct output (see docs/architecture.md#fontconfig):
/// 1. Pango 1.50 asks for the family `emoji` on emoji runs: it is aliased to Noto Color
///    Emoji, or emoji fall back to monochrome DejaVu glyphs.
/// 2. Noto Color Emoji is a bitmap font with 109-pixel glyphs: the scaling rules of
///    fontconfig's `conf.avail/10-scale-bitmap-fonts.conf` (copied verbatim) shrink it to
///    the requested size, or one emoji measures 135 points wide.
/// 3. Every pattern gets ``FontFile/fallbackFamilies`` appended, which names
///    `Noto Sans CJK SC` so Han text uses the Simplified Chinese face of the `.ttc`.
enum FontConfigDocument {
  /// The configuration for `files`, caching scans in `cacheDirectory` (absolute path).
  ///
  /// Without a cache directory it names no directory either: fontconfig would scan each
  /// and, finding nowhere to write the scan, print "No writable cache directories" on
  /// standard error. ``FontConfiguration`` then adds the files one by one
  /// (``scanOrder(_:)``), which writes no cache.
  static func xml(files: [FontFile], cacheDirectory: String?) -> String {
    var directories: [String] = []
    for file in files where !directories.contains(folder(of: file)) {
      directories.append(folder(of: file))
    }
    let dirs =
      cacheDirectory == nil
      ? "" : directories.map { "  <dir>\(escaped($0))</dir>" }.joined(separator: "\n")
    let globs = files.map { "      <glob>\(escaped($0.path))</glob>" }.joined(separator: "\n")
    let cache = cacheDirectory.map { "  <cachedir>\(escaped($0))</cachedir>\n" } ?? ""
    // A collection (the CJK `.ttc`: JP, KR, SC, TC, HK and their Mono faces) keeps only the
    // face it is listed for: the others are never asked for (a theme names Noto Sans CJK SC,
    // and every fallback list does) but fontconfig sorted and merged the charsets of all
    // 20 faces for every font set (small@2: 313.6 M instructions, 305.3 M without them).
    let collections = files.filter { $0.path.hasSuffix(".ttc") }
    let faces = Set(collections.map(\.family)).sorted().map {
      "    <acceptfont><pattern><patelt name=\"family\"><string>\(escaped($0))</string>"
        + "</patelt></pattern></acceptfont>\n"
    }.joined()
    let others = collections.map {
      "    <rejectfont><pattern><patelt name=\"file\"><string>\(escaped($0.path))</string>"
        + "</patelt></pattern></rejectfont>\n"
    }.joined()
    let fallbacks = FontFile.fallbackFamilies.map { "      <string>\(escaped($0))</string>" }
      .joined(separator: "\n")
    return """
      <?xml version="1.0"?>
      <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
      <fontconfig>
      \(dirs)
      \(cache)  <selectfont>
          <acceptfont>
      \(globs)
          </acceptfont>
          <rejectfont><glob>*</glob></rejectfont>
      \(faces)\(others)  </selectfont>
        <alias binding="same">
          <family>emoji</family>
          <prefer><family>Noto Color Emoji</family></prefer>
        </alias>
        <match target="pattern">
          <edit name="family" mode="append_last" binding="strong">
      \(fallbacks)
          </edit>
        </match>
      \(bitmapScaling)
      </fontconfig>

      """
  }

  /// `files` in the order a scan of their directories finds them: directories in the order
  /// they first appear, the files of each sorted by name (as fontconfig sorts them), so that
  /// fonts added one by one match (and fall back) exactly as scanned ones do.
  static func scanOrder(_ files: [FontFile]) -> [FontFile] {
    var directories: [String] = []
    var byDirectory: [String: [FontFile]] = [:]
    for file in files {
      if byDirectory[folder(of: file)] == nil { directories.append(folder(of: file)) }
      byDirectory[folder(of: file), default: []].append(file)
    }
    return directories.flatMap { directory in
      (byDirectory[directory] ?? []).sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }
  }

  /// The directory part of a font file's path.
  private static func folder(of file: FontFile) -> String {
    String(file.path[..<(file.path.lastIndex(of: "/") ?? file.path.endIndex)])
  }

  /// `text` with the five XML special characters escaped.
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default: result.append(character)
      }
    }
    return result
  }

  /// The rules of fontconfig 2.14's `conf.avail/10-scale-bitmap-fonts.conf`.
  private static let bitmapScaling = """
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <edit name="pixelsizefixupfactor" mode="assign">
          <divide>
            <name target="pattern">pixelsize</name>
            <name target="font">pixelsize</name>
          </divide>
        </edit>
      </match>
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <test name="scalable" compare="eq"><bool>false</bool></test>
        <test name="hinting" compare="eq"><bool>true</bool></test>
        <edit name="scalingnotneeded" mode="assign">
          <and>
            <less><name>pixelsizefixupfactor</name><double>1.2</double></less>
            <more><name>pixelsizefixupfactor</name><double>0.8</double></more>
          </and>
        </edit>
      </match>
      <match target="font">
        <test name="scalingnotneeded" compare="eq"><bool>true</bool></test>
        <edit name="pixelsizefixupfactor" mode="assign"><double>1.0</double></edit>
      </match>
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
        <edit name="matrix" mode="assign">
          <times>
            <name>matrix</name>
            <matrix>
              <name>pixelsizefixupfactor</name> <double>0</double>
              <double>0</double> <name>pixelsizefixupfactor</name>
            </matrix>
          </times>
        </edit>
        <edit name="size" mode="assign">
          <divide><name>size</name><name>pixelsizefixupfactor</name></divide>
        </edit>
      </match>
    """
}
