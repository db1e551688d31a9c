/// An image a theme file brings: one PNG per resolution, in the theme file's folder.
///
/// Built-in images (`Assets/Images`, see `ImageManifest`) need no entry: a theme names them
/// directly. An entry with a built-in's name shadows it for that theme.
package struct ThemeImage: Hashable, Sendable {
  /// The size in points (the same at every resolution).
  package var size: Size
  /// Cap insets in points, as `resizableImageWithCapInsets:` takes them; nil when the
  /// image must not be stretched (it is then drawn at its size, or scaled to fit).
  package var capInsets: EdgeInsets?
  /// Canonical file path by pixels per point (1 for `a.png`, 2 for `a@2x.png`…).
  package var files: [Int: String]

  package init(size: Size, capInsets: EdgeInsets?, files: [Int: String]) {
    self.size = size
    self.capInsets = capInsets
    self.files = files
  }

  /// The file that fits an output `scale`, as iOS picks: the smallest resolution at least as
  /// sharp as the output, else the sharpest there is.
  func file(for scale: Double) -> (path: String, pixelsPerPoint: Int)? {
    let resolutions = files.keys.sorted()
    guard let n = resolutions.first(where: { Double($0) >= scale - 1e-9 }) ?? resolutions.last,
      let path = files[n]
    else { return nil }
    return (path, n)
  }
}
