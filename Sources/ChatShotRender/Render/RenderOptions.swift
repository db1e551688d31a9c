import ChatShotLayout
import ChatShotModel

/// How to render: everything that changes the picture besides the conversation.
public struct RenderOptions: Hashable, Sendable {
  /// Device pixels per point: 0.5 to 4 (2 by default).
  public var scale: Double = 2
  /// Timeline width in points (the theme's width, 320 for the built-in themes, when nil).
  public var width: Double?
  /// Compression level 0–9 for the PNG: 0 stores, 1–3 are fast (zlib's fast matcher tuned for
  /// flat UI pictures), 4–9 are zlib's levels.
  public var compression: Int = RenderOptions.defaultCompression
  /// Replace `:)`, `:(`, `;-)` and `:-x` with emoji before measuring (seed 000); nil leaves
  /// it to the theme (on for `jabber`).
  public var emoticons: Bool?
  /// A built-in theme name or a theme file path (`--theme`); nil: the conversation's
  /// `"theme"`, else `default`. Resolve it with `ThemeCatalog.theme(option:conversation:)`.
  public var theme: String?
  /// Draw the theme's input bar below the timeline (`--input-bar`, `--chrome`).
  public var chrome: Bool = false
  /// Draw the theme's status bar at the top (`--status-bar`).
  public var statusBar: Bool = false
  /// Draw the theme's header below the status bar (`--header`).
  public var header: Bool = false
  /// Draw every screen part the theme has: status bar, header, input bar (`--screen`). Any
  /// theme accepts it; the parts it lacks are left out.
  public var screen: Bool = false
  /// The phone drawn for (`--device`): its width when `width` is nil, its status bar height
  /// and home indicator. It does not change `scale`: `use(_:)` sets both.
  public var device: Device?
  /// Light or dark (`--appearance`); nil: the conversation's `"appearance"`, else light.
  public var appearance: Appearance?
  /// Write chatshot's metadata text chunks into the PNG (`--no-metadata` turns it off). Not a
  /// change to the picture: only to the file's bytes.
  public var metadata: Bool = true
  /// The file format written; nil: the one a file destination's extension names
  /// (`OutputFormat.forFile(_:given:)`), else PNG. Not a change to the picture: SVG, PDF
  /// and WebP draw the same layout with the same painter.
  public var format: OutputFormat?
  /// The most points a PDF page is tall (`--page-height`, A4's 842 by default): pages are cut
  /// between rows, never through one (a row taller than this gets a page of its own).
  public var pageHeight: Double = RenderOptions.defaultPageHeight
  /// Rows kept as they are while the others are veiled with the theme's dimming colour
  /// (`--highlight`); empty: nothing veiled. The layout does not change.
  public var highlight: [RowSelector] = []
  /// Rows that get a numbered marker beside their bubble, 1, 2, 3 … in this order
  /// (`--callouts`). The rows' layout does not change.
  public var callouts: [RowSelector] = []
  /// Draw an animation of the conversation appearing message by message (`--animate`) in
  /// the format asked (PNG: APNG; WebP: animated WebP), played as these options say; nil: a
  /// still picture. SVG and PDF cannot move.
  public var animation: AnimationOptions?

  /// Level 2 without filters: flat UI images compress best and fastest unfiltered
  /// (docs/architecture.md#png-encoding);
  /// tuned level 2 deflates in 45 % of the time of zlib's level 6 for files about 5 % larger,
  /// still about 5 % smaller than Pillow's (docs/benchmark.md).
  public static let defaultCompression = 2
  /// The compression levels `compression` accepts: 0 (store) to 9 (smallest).
  public static let compressionRange: ClosedRange<Int> = 0...9
  /// The scales `ChatRenderer.render` accepts, in device pixels per point; others throw
  /// `RenderError.optionOutOfRange`.
  public static let scaleRange: ClosedRange<Double> = 0.5...4
  /// The timeline widths `ChatRenderer.render` accepts, in points; others throw
  /// `RenderError.optionOutOfRange`.
  public static let widthRange: ClosedRange<Double> = TimelineLayout.widthRange
  /// A4's height in points: PDF pages are at most this tall unless `pageHeight` says.
  public static let defaultPageHeight: Double = 842
  /// The page heights `pageHeight` accepts, in points.
  public static let pageHeightRange: ClosedRange<Double> = 72...14400

  /// Draws for `device` at its native scale (`--device` without `--scale`).
  public mutating func use(_ device: Device) {
    self.device = device
    scale = device.scale
  }

  /// The input bar (`--input-bar`): the same as `chrome`.
  public var inputBar: Bool {
    get { chrome }
    set { chrome = newValue }
  }

  /// The defaults, as the command line's: scale 2, the theme's width, compression 2, emoticons
  /// as the theme says, the conversation's theme (else `default`), no input bar, metadata on.
  public init() {}
}
