import ChatShotCore
import ChatShotLayout

extension ConversationStyle {
  /// `photos`, `replies` and `reactions`, each written only when the theme sets it: a theme
  /// without them keeps the canonical JSON (and content hash) it always had.
  func mediaCanonicalJSON(into members: inout [String: JSONOutput]) {
    if let p = photos {
      members["photos"] = .object([
        "maxWidth": .number(p.maxWidth), "maxHeight": .number(p.maxHeight),
        "minSize": .number(p.minSize), "cornerRadius": .number(p.cornerRadius),
        "captionGap": .number(p.captionGap),
      ])
    }
    if let r = replies {
      members["replies"] = .object([
        "nameFont": r.nameFont.canonicalJSON, "nameHeight": .number(r.nameHeight),
        "textFont": r.textFont.canonicalJSON, "maxLines": .number(Double(r.maxLines)),
        "barWidth": .number(r.barWidth), "gap": .number(r.gap),
        "padding": r.padding.canonicalJSON, "spacing": .number(r.spacing),
        "thumbnailSize": .number(r.thumbnailSize),
        "backgroundOpacity": .number(r.backgroundOpacity),
        "cornerRadius": .number(r.cornerRadius),
      ])
    }
    if let r = reactions {
      members["reactions"] = .object([
        "font": r.font.canonicalJSON, "height": .number(r.height), "padding": .number(r.padding),
        "spacing": .number(r.spacing), "overlap": .number(r.overlap),
        "align": .string(r.align.rawValue), "inset": .number(r.inset),
        "background": r.background.canonicalJSON, "textColor": r.textColor.canonicalJSON,
        "borderColor": r.borderColor.canonicalJSON, "borderWidth": .number(r.borderWidth),
        "placement": .string(r.placement.rawValue),
      ])
    }
  }
}
