import ChatShotCore

/// How a theme draws photos, replies and reactions (issue 13), as data; every theme that
/// says nothing gets the standard look (docs/themes.md).
extension ConversationStyle {
  /// Photos in bubbles.
  package struct Photos: Hashable, Sendable, Encodable, AbsentWhenNil {
    /// The largest a photo is shown, in points; it keeps its aspect ratio within them.
    package var maxWidth: Double
    package var maxHeight: Double
    /// The least its longer side is shown at (a small picture is enlarged to it).
    package var minSize: Double
    /// The photo's corner radius, clipped at device resolution.
    package var cornerRadius: Double
    /// Space between the photo and its caption.
    package var captionGap: Double
    /// How the photo sits in its message; nil: inside the balloon with the text's insets
    /// (`"frame": "balloon"`).
    package var frame: PhotoFrame?
    /// The stamp of a photo without caption drawn over the photo's bottom-right corner;
    /// nil: under it, in the balloon (`"stampOverPhoto": false`).
    package var stampOverPhoto: StampOverPhoto?

    /// The look when the theme says nothing.
    package static let standard = Photos(
      maxWidth: 240, maxHeight: 320, minSize: 100, cornerRadius: 12, captionGap: 6)
  }

  /// How a photo sits in its message, other than inside the balloon with the text's insets.
  package enum PhotoFrame: Hashable, Sendable, Encodable, AbsentWhenNil {
    /// No balloon behind the photo: its rounded rectangle is the bubble (iOS Messages); a
    /// caption, a quoted block or lines inside the bubble go in a balloon under it.
    case bare
    /// In the balloon, this many points from its body on every side (WhatsApp: 3).
    case inset(Double)

    private enum CodingKeys: String, CodingKey { case inset }

    /// `"bare"`, or `{"inset": N}` (each member named as the type names it).
    package func encode(to encoder: any Encoder) throws {
      switch self {
      case .bare:
        var container = encoder.singleValueContainer()
        try container.encode("bare")
      case .inset(let inset):
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(inset, forKey: .inset)
      }
    }
  }

  /// A caption-less photo's stamp over its bottom-right corner, on a shade (WhatsApp).
  package struct StampOverPhoto: Hashable, Sendable, Encodable, AbsentWhenNil {
    /// The pill behind the stamp (its text and ticks are white).
    package var shade: RGBAColor

    /// The standard shade: black at 35 %.
    package static let standardShade = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.35)
    /// How far the pill is from the photo's right and bottom edges, and the space around
    /// the stamp inside it, in points.
    package static let margin = 5.0
    package static let padding = (horizontal: 5.0, vertical: 1.0)
  }

  /// The quoted block of a reply, at the top of the bubble.
  package struct Replies: Hashable, Sendable, Encodable, AbsentWhenNil {
    /// The quoted sender's name (in their colour).
    package var nameFont: FontSpec
    package var nameHeight: Double
    /// The excerpt of the quoted text, at most `maxLines` lines, ellipsised.
    package var textFont: FontSpec
    package var maxLines: Int
    /// The bar in the quoted sender's colour down the block's leading edge.
    package var barWidth: Double
    /// Space between the bar (or thumbnail) and the text.
    package var gap: Double
    /// Space inside the block around its contents (the bar is at its left edge).
    package var padding: EdgeInsets
    /// Space between the block and what follows in the bubble.
    package var spacing: Double
    /// The side of the square thumbnail of a quoted photo.
    package var thumbnailSize: Double
    /// The block's fill: the quoted sender's colour at this opacity (0: none).
    package var backgroundOpacity: Double
    package var cornerRadius: Double

    /// The look when the theme says nothing.
    package static let standard = Replies(
      nameFont: FontSpec(size: 13, weight: .semibold), nameHeight: 17,
      textFont: FontSpec(size: 13), maxLines: 2, barWidth: 3, gap: 6,
      padding: EdgeInsets(top: 4, left: 0, bottom: 4, right: 8), spacing: 6,
      thumbnailSize: 34, backgroundOpacity: 0.1, cornerRadius: 4)
  }

  /// Which edge of the bubble reaction pills start from.
  package enum ReactionAlignment: String, Hashable, Sendable, CaseIterable, Encodable {
    /// The bubble's edge on its own side of the timeline; pills run towards the middle.
    case outer
    /// The bubble's edge towards the middle of the timeline; pills run back towards its side.
    case inner
  }

  /// Where a bubble's reactions go.
  package enum ReactionPlacement: String, Hashable, Sendable, CaseIterable, Encodable {
    /// A pill per reaction on the bubble's bottom edge.
    case below
    /// One pill on the bubble's bottom edge: every emoji in the order given, then the total
    /// (WhatsApp).
    case combined
    /// Badges on the bubble's top corner towards the middle of the timeline (iOS Messages).
    case tapback
    /// A line of pills under the text, for looks without balloons (Slack).
    case line
  }

  /// Reaction pills on the bubble's bottom edge.
  package struct Reactions: Hashable, Sendable, Encodable, AbsentWhenNil {
    package var font: FontSpec
    /// A pill's height (its ends are round).
    package var height: Double
    /// Space between a pill's ends and its text.
    package var padding: Double
    /// Space between pills, and between lines of pills.
    package var spacing: Double
    /// How far the first line reaches up over the bubble's bottom edge.
    package var overlap: Double
    /// The edge the pills start from, and how far in from it.
    package var align: ReactionAlignment
    package var inset: Double
    package var background: RGBAColor
    package var textColor: RGBAColor
    /// A ring around each pill, drawn inside it (width 0: none).
    package var borderColor: RGBAColor
    package var borderWidth: Double
    /// Where the pills go.
    package var placement = ReactionPlacement.below

    /// The look when the theme says nothing.
    package static let standard = Reactions(
      font: FontSpec(size: 13), height: 24, padding: 8, spacing: 4, overlap: 6, align: .outer,
      inset: 10, background: .white, textColor: .black,
      borderColor: RGBAColor(hex: "#D1D1D6") ?? .black, borderWidth: 1)

    /// The standard look on a dark background: iOS's dark grey pill and separator, white text.
    package static let standardDark = Reactions(
      font: FontSpec(size: 13), height: 24, padding: 8, spacing: 4, overlap: 6, align: .outer,
      inset: 10, background: RGBAColor(hex: "#2C2C2E") ?? .black, textColor: .white,
      borderColor: RGBAColor(hex: "#3A3A3C") ?? .black, borderWidth: 1)
  }

  /// The photo style in use.
  package var photoStyle: Photos { photos ?? .standard }
  /// The reply style in use.
  package var replyStyle: Replies { replies ?? .standard }
}

extension Theme {
  /// The reaction style in use: the theme's, or the standard one for its background (dark
  /// pills on a dark background, so a dark appearance never shows white pills).
  package var reactionStyle: ConversationStyle.Reactions {
    conversation.reactions ?? (background.isDark ? .standardDark : .standard)
  }
}
