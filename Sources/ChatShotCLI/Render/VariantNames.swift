import ChatShot

/// The file names of a scale × appearance matrix: `shot.png`, `shot@2x.png`,
/// `shot.dark.png`, `shot.dark@2x.png` …
enum VariantNames {
  /// `base` for `scale` and `appearance`: `.dark` before the extension for dark (nil: the one
  /// appearance asked for, which names no file); `@Nx` when there are several scales and
  /// this one is not 1 (with one scale, no file carries it).
  static func path(_ base: String, scale: Double, severalScales: Bool, appearance: Appearance?)
    -> String
  {
    var suffix = appearance == .dark ? ".dark" : ""
    if severalScales, scale != 1 { suffix += "@" + JSONOutput.format(scale) + "x" }
    let slash = base.lastIndex(of: "/")
    guard let dot = base.lastIndex(of: "."), slash.map({ $0 < dot }) ?? true,
      dot != base.startIndex, base[base.index(before: dot)] != "/"
    else { return base + suffix }
    return base[..<dot] + suffix + base[dot...]
  }
}
