import ChatShotCore
import ChatShotModel

/// An image a theme file brings: one PNG per resolution, in the theme file's folder.
///
/// Built-in images (`Assets/Images`, see `ImageManifest`) need no entry: a theme names them
/// directly. An entry with a built-in's name shadows it for that theme.
package struct ThemeImage: Hashable, Sendable, Encodable {
  /// The size in points (the same at every resolution).
  package var size: Size
  /// Cap insets in points, as `resizableImageWithCapInsets:` takes them; nil when the
  /// image must not be stretched (it is then drawn at its size, or scaled to fit).
  public var capInsets: EdgeInsets?
  /// The file of each resolution by pixels per point (1 for `a.png`, 2 for `a@2x.png`…),
  /// as read and checked by the theme decoder (or, made in code, read once on first use).
  package var sources: [Int: ImageSource]

  /// Canonical file path by pixels per point (1 for `a.png`, 2 for `a@2x.png`…).
  public var files: [Int: String] {
    get { sources.mapValues(\.path.description) }
    set { sources = newValue.mapValues { ImageSource(path: FilePath($0)) } }
  }

  package init(size: Size, capInsets: EdgeInsets?, files: [Int: String]) {
    self.size = size
    self.capInsets = capInsets
    sources = files.mapValues { ImageSource(path: FilePath($0)) }
  }

  /// An image whose files were already read and checked.
  init(size: Size, capInsets: EdgeInsets?, sources: [Int: ImageSource]) {
    self.size = size
    self.capInsets = capInsets
    self.sources = sources
  }

  /// The file that fits an output `scale`, as iOS picks: the smallest resolution at least as
  /// sharp as the output, else the sharpest there is.
  package func file(for scale: Double) -> (source: ImageSource, pixelsPerPoint: Int)? {
    let resolutions = sources.keys.sorted()
    guard let n = resolutions.first(where: { Double($0) >= scale - 1e-9 }) ?? resolutions.last,
      let source = sources[n]
    else { return nil }
    return (source, n)
  }
}
