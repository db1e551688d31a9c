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
        .map { attribute(url($0.path)) + " " + JSONOutput.format($0.scale) + "x" }
        .joined(separator: ", ")
    }
    let light = files.filter { $0.appearance == .light }
    let fallback = light.first(where: { $0.scale == 1 }) ?? light.first ?? files[0]
    let size = "width=\"\(JSONOutput.format(width))\" height=\"\(JSONOutput.format(height))\""
    var img = "<img src=\"\(attribute(url(fallback.path)))\""
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

  /// `path` as a relative URL: every byte but the unreserved ones of RFC 3986, `/` and `@`
  /// (`shot@2x.png`) percent-encoded (`:` too, which would read as a scheme), so that a file name with a space or a comma (`a 1x, b.png`) stays one
  /// candidate of a `srcset`, and names of any bytes (``FileName``) stay the same file.
  static func url(_ path: String) -> String {
    var out = ""
    for byte in FileName.bytes(path) {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"), UInt8(ascii: "@"):
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default: out += "%" + hex4(UInt32(byte)).suffix(2)
      }
    }
    return out
  }

  /// `text` safe inside a double-quoted attribute.
  static func attribute(_ text: String) -> String { XMLText.escaped(text) }
}
