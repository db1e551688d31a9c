import ChatShot

/// `--html`: a `<picture>` (or, with light alone, an `<img>`) for the files one render wrote.
enum HTMLSnippet {
  /// One file of the set: its path as the page names it, scale and appearance.
  struct File {
    var path: String
    var scale: Double
    var appearance: Appearance
  }

  /// The snippet: `srcset` for the scales, a `prefers-color-scheme: dark` source for the dark
  /// files, `width` and `height` in points, `alt` the transcript on one line.
  static func make(files: [File], width: Double, height: Double, alt: String) -> String {
    func srcset(_ appearance: Appearance) -> String {
      files.filter { $0.appearance == appearance }.sorted { $0.scale < $1.scale }
        .map { attribute($0.path) + " " + JSONOutput.format($0.scale) + "x" }
        .joined(separator: ", ")
    }
    let light = files.filter { $0.appearance == .light }
    let fallback = light.first(where: { $0.scale == 1 }) ?? light.first ?? files[0]
    let size = "width=\"\(JSONOutput.format(width))\" height=\"\(JSONOutput.format(height))\""
    var img = "<img src=\"\(attribute(fallback.path))\""
    if !light.isEmpty, files.count > 1 { img += " srcset=\"\(srcset(.light))\"" }
    img += " \(size) alt=\"\(attribute(alt))\">"
    guard files.contains(where: { $0.appearance == .dark }) else { return img + "\n" }
    return "<picture>\n"
      + "  <source media=\"(prefers-color-scheme: dark)\" srcset=\"\(srcset(.dark))\">\n"
      + "  \(img)\n</picture>\n"
  }

  /// `path` as the snippet names it: relative to the snippet's folder when both are in the
  /// same one, else as given.
  static func reference(_ path: String, from html: String) -> String {
    let folder = Paths.directory(of: html)
    return Paths.directory(of: path) == folder
      ? Paths.fileName(path) : path
  }

  /// `text` safe inside a double-quoted attribute.
  static func attribute(_ text: String) -> String { XMLText.escaped(text) }
}
