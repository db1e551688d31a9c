import ChatShotCore

/// Everything that makes one chat screen look the way it does, as data: metrics in points,
/// fonts, colours and images. One frame-model code path serves every theme.
///
/// Frame formulas (row-relative, W = timeline width; the metrics are the theme file's):
/// - label = (label.x, label.y, W − label.x − label.rightInset, label.height), or none;
/// - content top = (label ? label.maxY : 0) + `contentGap`;
/// - avatar = size × size at content top, `avatar.edgeInset` from the sender's edge;
/// - bubble = (text width + `textWidthExtra` + insets, text height + insets) at content top,
///   its near edge at `avatar.edgeInset + avatar.size + avatar.gap` (or `bubble.edgeInset`
///   without avatars) from the sender's edge;
/// - text = bubble inset by the side's `contentInsets`;
/// - row height = max(`row.minHeight`, max(bubble.maxY, avatar.maxY) + `row.bottomPadding`).
///
/// Themes are files (`Assets/Themes/*.json`, `--theme path.json`): see `ThemeCatalog` and
/// docs/themes.md.
public struct Theme: Hashable, Sendable, Encodable {
  /// The theme's name: a built-in name (`default`, `jabber`, `qq`, `wechat`), or a theme
  /// file's `name` (by default the file name without `.json`). Recorded in the layout and the
  /// metadata.
  public var name: String
  /// One line for `chatshot themes`.
  public var summary: String
  /// Default timeline width in points (`--width` overrides it).
  public var width: Double
  package var background: RGBAColor
  /// The side the local user's messages are drawn on.
  package var localSide: Side
  package var label: LabelStyle
  package var contentGap: Double
  package var avatar: AvatarStyle?
  package var bubble: BubbleStyle
  package var row: RowStyle
  /// Space above the first row and below the last, in points.
  package var timelinePadding: EdgeInsets
  /// Whether emoticons become emoji by default (`--emoticons` / `--no-emoticons` override).
  public var emoticons: Bool
  /// The input bar `--chrome` draws below the timeline; nil when the theme has none.
  package var chrome: ChromeStyle?
  /// Images the theme file brings (PNG files beside it), by name; they shadow built-ins.
  package var images: [String: ThemeImage]
  /// Runs, names, system rows, typing, emoji, receipts and marks (all optional).
  package var conversation = ConversationStyle()
  /// The side everyone but the local user is drawn on; nil: opposite the local user's
  /// (team chat puts everyone on the left).
  package var otherSide: Side? = nil
  /// An image tiled behind the whole picture, over `background` (WhatsApp's wallpaper);
  /// nil for none.
  package var wallpaper: String? = nil
  /// How tall a line holding CJK or another fallback script is; nil: as its tallest font
  /// (``LineHeightRule/tallest``, which the seed themes keep).
  package var lineHeight: LineHeightRule? = nil
  /// The status bar `--status-bar` draws at the top; nil when the theme has none.
  package var statusBar: StatusBarStyle?
  /// The header `--header` draws below the status bar; nil when the theme has none.
  package var header: HeaderStyle?
  /// The home indicator drawn at the bottom on devices that have one; nil: black, on the
  /// theme's background.
  package var homeIndicator: HomeIndicatorStyle?
  /// The theme with its `"dark"` section applied (`--appearance dark`); nil when it has none.
  package var dark: DarkVariant?
  /// The veil `--highlight` lays over the rows it does not select (theme file key
  /// `"dimming"`); nil: the background at 65 % opacity.
  package var dimming: RGBAColor? = nil
}

/// A theme's dark appearance, boxed (a theme cannot hold a theme directly).
package final class DarkVariant: Hashable, Sendable {
  /// The whole theme in its dark appearance (its own `dark` is nil).
  package let theme: Theme

  init(_ theme: Theme) { self.theme = theme }

  package static func == (a: DarkVariant, b: DarkVariant) -> Bool { a.theme == b.theme }
  package func hash(into hasher: inout Hasher) { hasher.combine(theme) }
}

/// When a row shows its label.
package enum LabelVisibility: String, Hashable, Sendable, Encodable {
  /// Every row with a non-empty label text.
  case always
  /// Only when the message's time differs from the previous message's (seed 002).
  case whenTimeChanges
}

/// The centred label above a message ("09:41", or "Ann 09:41").
package struct LabelStyle: Hashable, Sendable, Encodable {
  package var x: Double
  package var y: Double
  package var rightInset: Double
  package var height: Double
  package var font: FontSpec
  package var color: RGBAColor
  /// `{time}` and `{name}` are replaced by the message's time and sender's display name.
  package var format: String
  package var visibility: LabelVisibility
}

/// The shape avatars are clipped to.
package enum AvatarShape: Hashable, Sendable {
  case square
  case circle
  case rounded(radius: Double)
}

package struct AvatarStyle: Hashable, Sendable, Encodable {
  package var size: Double
  /// Distance from the timeline edge to the avatar.
  package var edgeInset: Double
  /// Distance from the avatar to the bubble.
  package var gap: Double
  package var shape: AvatarShape
  /// Built-in image names used when a participant has no avatar of its own.
  package var localImage: String
  package var otherImage: String
  /// In which conversations avatars are drawn.
  package var show = AvatarVisibility.always
  /// Whether the local user's messages have avatars too.
  package var local = true
  /// Where the avatar sits; nil: at the content's top, or by the bubble's bottom in a
  /// theme with runs.
  package var align: AvatarAlignment? = nil
}

/// How a bubble is drawn behind the text: a nine-slice image or a plain fill.
package enum BubbleBackground: Hashable, Sendable, Encodable {
  /// A built-in or theme image stretched with its cap insets.
  case image(name: String)
  /// A rectangle filled with a colour, corners rounded by `cornerRadius`.
  case fill(color: RGBAColor, cornerRadius: Double)
}

/// The look of one side's bubbles.
package struct BubbleAppearance: Hashable, Sendable, Encodable {
  package var background: BubbleBackground
  package var textColor: RGBAColor
  /// Space between the bubble's edges and its text.
  package var contentInsets: EdgeInsets
  /// The background of bubbles drawn without a tail (above the last of a run); nil uses
  /// `background`.
  package var tailless: BubbleBackground? = nil
}

package struct BubbleStyle: Hashable, Sendable, Encodable {
  package var font: FontSpec
  /// Text is wrapped at this width.
  package var maxTextWidth: Double
  /// Added to the measured text width (seed 000 adds padding / 2).
  package var textWidthExtra: Double
  /// Distance from the timeline edge to the bubble when the theme has no avatars.
  package var edgeInset: Double
  package var local: BubbleAppearance
  package var other: BubbleAppearance
  /// The widest a bubble may be, as a fraction of the timeline's width; when set, text wraps
  /// where such a bubble's text ends instead of at `maxTextWidth`, so the wrap follows
  /// `--width` and `--device`.
  package var maxWidthFraction: PlainNumber? = nil

  /// Where the text of a bubble of `appearance` wraps on a timeline `width` wide: at
  /// `maxTextWidth`, or (with `maxWidthFraction`) at the whole points of the fraction of
  /// the width less the side's insets and `textWidthExtra`.
  package func wrapWidth(_ appearance: BubbleAppearance, timelineWidth width: Double) -> Double {
    guard let fraction = maxWidthFraction?.value else { return maxTextWidth }
    let insets = appearance.contentInsets.left + appearance.contentInsets.right
    return max(1, (fraction * width).rounded(.down) - insets - textWidthExtra)
  }
}

/// An optional number of a theme (a width fraction, a line height), written as the plain
/// number and left out of a theme's canonical JSON when unset, so that themes without it
/// keep their digests.
package struct PlainNumber: Hashable, Sendable, Encodable, AbsentWhenNil {
  package var value: Double

  package init(_ value: Double) { self.value = value }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(value)
  }
}

package struct RowStyle: Hashable, Sendable, Encodable {
  package var minHeight: Double
  /// Added below the lower of bubble and avatar (negative lets rows overlap, as seed 000).
  package var bottomPadding: Double
  /// A line along the bottom of every row (UITableView's separators); nil for none.
  package var separator: SeparatorStyle?
}

/// A table-view separator: a line at the bottom of each row, drawn beneath the row's content.
package struct SeparatorStyle: Hashable, Sendable, Encodable {
  package var color: RGBAColor
  /// Thickness in points; drawn at least one device pixel thick.
  package var thickness: Double
  /// Distance from the timeline's left edge (iOS 7's separator inset is 15).
  package var left: Double
  /// Distance from the timeline's right edge.
  package var right: Double
}

extension Theme {
  /// Whether the theme has an input bar to draw below the timeline (`RenderOptions.chrome`).
  public var hasInputBar: Bool { chrome != nil }
  /// Whether the theme has a status bar (`RenderOptions.statusBar`).
  public var hasStatusBar: Bool { statusBar != nil }
  /// Whether the theme has a header (`RenderOptions.header`).
  public var hasHeader: Bool { header != nil }
  /// Whether the theme has a dark appearance (`RenderOptions.appearance`).
  public var hasDarkAppearance: Bool { dark != nil }
}
