/// Everything that makes one chat screen look the way it does, as data: metrics in points,
/// fonts, colours and images. One frame-model code path serves every theme.
///
/// Frame formulas (row-relative, W = timeline width), see `MessageLayout`:
/// - label = (label.x, label.y, W − label.x − label.rightInset, label.height), or none;
/// - content top = (label ? label.maxY : 0) + `contentGap`;
/// - avatar = size × size at content top, `avatar.edgeInset` from the sender's edge;
/// - bubble = (text width + `textWidthExtra` + insets, text height + insets) at content top,
///   its near edge at `avatar.edgeInset + avatar.size + avatar.gap` (or `bubble.edgeInset`
///   without avatars) from the sender's edge;
/// - text = bubble inset by the side's `contentInsets`;
/// - row height = max(`row.minHeight`, max(bubble.maxY, avatar.maxY) + `row.bottomPadding`).
///
/// Themes are files (`Assets/Themes/*.json`, `--theme path.json`): see `ThemeDecoder` and
/// docs/themes.md.
public struct Theme: Hashable, Sendable {
  public var name: String
  /// One line for `chatshot themes`.
  public var summary: String
  /// Default timeline width in points (`--width` overrides it).
  public var width: Double
  public var background: RGBAColor
  /// The side the local user's messages are drawn on.
  public var localSide: Side
  public var label: LabelStyle
  public var contentGap: Double
  public var avatar: AvatarStyle?
  public var bubble: BubbleStyle
  public var row: RowStyle
  /// Space above the first row and below the last, in points.
  public var timelinePadding: EdgeInsets
  /// Whether emoticons become emoji by default (`--emoticons` / `--no-emoticons` override).
  public var emoticons: Bool
  /// The input bar `--chrome` draws below the timeline; nil when the theme has none.
  public var chrome: ChromeStyle?
  /// Images the theme file brings (PNG files beside it), by name; they shadow built-ins.
  public var images: [String: ThemeImage]
}

/// Left or right edge of the timeline.
public enum Side: String, Hashable, Sendable {
  case left, right
}

/// When a row shows its label.
public enum LabelVisibility: String, Hashable, Sendable {
  /// Every row with a non-empty label text.
  case always
  /// Only when the message's time differs from the previous message's (seed 002).
  case whenTimeChanges
}

/// The centred label above a message ("09:41", or "Ann 09:41").
public struct LabelStyle: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public var rightInset: Double
  public var height: Double
  public var font: FontSpec
  public var color: RGBAColor
  /// `{time}` and `{name}` are replaced by the message's time and sender's display name.
  public var format: String
  public var visibility: LabelVisibility
}

/// The shape avatars are clipped to.
public enum AvatarShape: Hashable, Sendable {
  case square
  case circle
  case rounded(radius: Double)
}

public struct AvatarStyle: Hashable, Sendable {
  public var size: Double
  /// Distance from the timeline edge to the avatar.
  public var edgeInset: Double
  /// Distance from the avatar to the bubble.
  public var gap: Double
  public var shape: AvatarShape
  /// Built-in image names used when a participant has no avatar of its own.
  public var localImage: String
  public var otherImage: String
}

/// How a bubble is drawn behind the text: a nine-slice image or a plain fill.
public enum BubbleBackground: Hashable, Sendable {
  /// A built-in or theme image stretched with its cap insets.
  case image(name: String)
  /// A rectangle filled with a colour, corners rounded by `cornerRadius`.
  case fill(color: RGBAColor, cornerRadius: Double)
}

/// The look of one side's bubbles.
public struct BubbleAppearance: Hashable, Sendable {
  public var background: BubbleBackground
  public var textColor: RGBAColor
  /// Space between the bubble's edges and its text.
  public var contentInsets: EdgeInsets
}

public struct BubbleStyle: Hashable, Sendable {
  public var font: FontSpec
  /// Text is wrapped at this width.
  public var maxTextWidth: Double
  /// Added to the measured text width (seed 000 adds padding / 2).
  public var textWidthExtra: Double
  /// Distance from the timeline edge to the bubble when the theme has no avatars.
  public var edgeInset: Double
  public var local: BubbleAppearance
  public var other: BubbleAppearance
}

public struct RowStyle: Hashable, Sendable {
  public var minHeight: Double
  /// Added below the lower of bubble and avatar (negative lets rows overlap, as seed 000).
  public var bottomPadding: Double
  /// A line along the bottom of every row (UITableView's separators); nil for none.
  public var separator: SeparatorStyle?
}

/// A table-view separator: a line at the bottom of each row, drawn beneath the row's content.
public struct SeparatorStyle: Hashable, Sendable {
  public var color: RGBAColor
  /// Thickness in points; drawn at least one device pixel thick.
  public var thickness: Double
  /// Distance from the timeline's left edge (iOS 7's separator inset is 15).
  public var left: Double
  /// Distance from the timeline's right edge.
  public var right: Double
}
