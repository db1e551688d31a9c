/// The file formats chatshot writes: the same layout drawn by the same painter onto a
/// different surface (docs/output-formats.md).
public enum OutputFormat: String, CaseIterable, Hashable, Sendable {
  /// PNG from strips of device pixels, deflated in parallel (the default).
  case png
  /// SVG from Cairo's SVG surface, sized in points; balloons and images embedded as PNGs at
  /// the scale's resolution, text as glyph outlines.
  case svg
  /// PDF from Cairo's PDF surface, sized in points, pages of at most
  /// `RenderOptions.pageHeight` points split between rows; text selectable.
  case pdf
  /// Lossless WebP through libwebp, at most ``OutputFormat/webPMaxPixels`` px on each side.
  case webp

  /// The longest side, in pixels, a WebP image can have.
  public static let webPMaxPixels = 16383

  /// The format a file name's extension names (`.png`, `.svg`, `.pdf`, `.webp`, any case),
  /// nil for any other extension or none.
  public init?(path: String) {
    let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
    self.init(rawValue: name[name.index(after: dot)...].lowercased())
  }

  /// Whether the output is drawn on a vector surface (sized in points, the scale only
  /// choosing the resolution of the embedded images).
  public var isVector: Bool { self == .svg || self == .pdf }

  /// The formats' names for messages: `png, svg, pdf, webp`.
  public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
