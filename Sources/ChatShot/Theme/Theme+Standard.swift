extension Theme {
  /// chatshot's default look: seed 002's frame formulas with the Jabber seed's orange and aqua
  /// balloons, round avatars and time labels shown when the time changes.
  public static let standard = Theme(
    name: "default",
    summary: "Orange and aqua balloons, round avatars, times shown when they change",
    width: 320,
    background: RGBAColor(hex: "#F4F4F7") ?? .white,
    localSide: .right,
    label: LabelStyle(
      x: 0, y: 10, rightInset: 0, height: 16,
      font: FontSpec(size: 12, weight: .medium),
      color: RGBAColor(hex: "#8E8E93") ?? .black,
      format: "{time}", visibility: .whenTimeChanges),
    contentGap: 6,
    avatar: AvatarStyle(
      size: 34, edgeInset: 8, gap: 2, shape: .circle,
      localImage: "avatar-me", otherImage: "avatar-other"),
    bubble: BubbleStyle(
      font: FontSpec(size: 15), maxTextWidth: 196, textWidthExtra: 0, edgeInset: 8,
      local: BubbleAppearance(
        background: .image(name: "orange-right"), textColor: RGBAColor(hex: "#1C1C1E") ?? .black,
        contentInsets: EdgeInsets(top: 8, left: 12, bottom: 8, right: 18)),
      other: BubbleAppearance(
        background: .image(name: "aqua-left"), textColor: RGBAColor(hex: "#1C1C1E") ?? .black,
        contentInsets: EdgeInsets(top: 8, left: 18, bottom: 8, right: 12))),
    row: RowStyle(minHeight: 0, bottomPadding: 4),
    timelinePadding: EdgeInsets(top: 4, left: 0, bottom: 12, right: 0))
}
