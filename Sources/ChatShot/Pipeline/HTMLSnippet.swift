import ChatShotCore
import ChatShotModel
import ChatShotRender

/// The HTML that shows a set of renderings on a web page (`chatshot --html`): a `<picture>`
/// with a `prefers-color-scheme: dark` source for dark files, or an `<img>` when there is one
/// appearance; `srcset` for the scales, `width` and `height` in points, the transcript on one
/// line as `alt`.
public enum HTMLSnippet {
  /// One file of the set: its path as the page names it, scale and appearance.
  public struct File: Hashable, Sendable {
    /// The path as the page names it (made a relative URL, percent-encoded).
    public var path: String
    /// The scale it was drawn at (its `srcset` density).
    public var scale: Double
    /// Light files go in the `<img>`, dark ones in the dark `<source>`.
    public var appearance: Appearance

    /// A file of the set.
    public init(path: String, scale: Double, appearance: Appearance) {
      self.path = path
      self.scale = scale
      self.appearance = appearance
    }
  }

  /// The snippet for `renderings` of `conversation` written at `paths` (in the same order),
  /// each path named relative to the folder of `page` (the snippet's file) when it is in the
  /// same folder. One appearance among them is shown as it is; with both, the dark files go
  /// in the dark source.
  public static func make(
    renderings: [Rendering], paths: [String], page: String? = nil, conversation: Conversation
  ) -> String {
    precondition(!renderings.isEmpty && renderings.count == paths.count, "one path a rendering")
    let both = Set(renderings.map(\.appearance)).count > 1
    let files = zip(renderings, paths).map { rendering, path in
      File(
        path: page.map { reference(path, from: $0) } ?? path, scale: rendering.scale,
        appearance: both ? rendering.appearance : .light)
    }
    let first = renderings[0]
    return make(
      files: files, width: first.layout.width,
      height: Double(first.pixelHeight) / first.scale, alt: Transcript.singleLine(of: conversation))
  }

  /// The snippet: `srcset` for the scales, a `prefers-color-scheme: dark` source for the dark
  /// files, `width` and `height` in points, `alt` the transcript on one line.
  public static func make(files: [File], width: Double, height: Double, alt: String) -> String {
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
  package static func reference(_ path: String, from html: String) -> String {
    let folder = Paths.directory(of: html)
    return Paths.directory(of: path) == folder
      ? Paths.fileName(path) : path
  }

  /// `path` as a relative URL: every byte but the unreserved ones of RFC 3986, `/` and `@`
  /// (`shot@2x.png`) percent-encoded (`:` too, which would read as a scheme), so that a file name with a space or a comma (`a 1x, b.png`) stays one
  /// candidate of a `srcset`, and names of any bytes (``FileName``) stay the same file.
  package static func url(_ path: String) -> String {
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
  package static func attribute(_ text: String) -> String { XMLText.escaped(text) }
}
