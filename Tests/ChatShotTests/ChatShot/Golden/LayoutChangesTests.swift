import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// The words `chatshot check` and `assertChatSnapshot` use for a layout that changed.
@Suite struct LayoutChangesTests {
  typealias Row = LayoutSummary.Row

  static func row(_ i: Int, y: Double, bubbleHeight: Double = 44, label: String? = "09:41") -> Row {
    let top = y + (label == nil ? 6 : 32)
    return Row(
      index: i, from: i % 2 == 0 ? "ann" : "me", y: y, height: top - y + bubbleHeight + 4,
      label: label.map { _ in Rect(x: 0, y: y + 10, width: 320, height: 16) }, labelText: label,
      icon: Rect(x: 8, y: top, width: 34, height: 34),
      bubble: Rect(x: 44, y: top, width: 180, height: bubbleHeight),
      text: Rect(x: 62, y: top + 8, width: 150, height: bubbleHeight - 16))
  }

  /// Rows stacked from y = 4 with the given bubble heights.
  static func layout(_ heights: [Double], width: Double = 320) -> LayoutSummary {
    var rows: [Row] = []
    var y = 4.0
    for (i, h) in heights.enumerated() {
      let r = row(i, y: y, bubbleHeight: h)
      rows.append(r)
      y += r.height
    }
    return LayoutSummary(width: width, height: y + 12, rows: rows)
  }

  @Test func identicalLayoutsSayNothing() {
    #expect(
      LayoutChanges.describe(from: Self.layout([44, 44]), to: Self.layout([44, 44])).isEmpty)
  }

  @Test func aRowThatGrewAndTheRowsItPushedDown() {
    let lines = LayoutChanges.describe(
      from: Self.layout([44, 44, 44, 44]), to: Self.layout([44, 62, 44, 44]))
    #expect(
      lines == [
        "canvas 320×336 pt → 320×354 pt",
        "row 1 bubble 180×44 → 180×62, text 150×28 → 150×46, height 80 → 98",
        "rows 2–3 moved down 18 pt",
      ])
  }

  @Test func rowsAddedAndRemoved() {
    let two = Self.layout([44, 44])
    let four = Self.layout([44, 44, 44, 44])
    #expect(
      LayoutChanges.describe(from: two, to: four) == [
        "canvas 320×176 pt → 320×336 pt", "rows 2–3 added",
      ])
    #expect(
      LayoutChanges.describe(from: Self.layout([44, 44, 44]), to: two) == [
        "canvas 320×256 pt → 320×176 pt", "row 2 removed",
      ])
  }

  @Test func aFrameMovedInsideItsRow() {
    var new = Self.layout([44])
    new.rows[0].text.y += 8
    new.rows[0].bubble.x = 50
    #expect(
      LayoutChanges.describe(from: Self.layout([44]), to: new) == [
        "row 0 bubble moved (44, 36) → (50, 36), text moved (62, 44) → (62, 52)"
      ])
  }

  @Test func labelTextAndSender() {
    var new = Self.layout([44])
    new.rows[0].labelText = "09:42"
    new.rows[0].from = "bob"
    #expect(
      LayoutChanges.describe(from: Self.layout([44]), to: new) == [
        "row 0 sender ann → bob, label '09:41' → '09:42'"
      ])
  }

  @Test func manyChangesAreCapped() {
    let old = Self.layout(Array(repeating: 44, count: 30))
    var new = old
    for i in 0..<30 { new.rows[i].bubble.x += 1 }
    let lines = LayoutChanges.describe(from: old, to: new)
    #expect(lines.count == LayoutChanges.maxLines)
    #expect(lines.last == "… and 19 more changes")
  }

  @Test func environmentWording() {
    func meta(_ change: (inout RenderMetadata) -> Void) -> RenderMetadata {
      var m = RenderMetadata(
        chatshotVersion: "0.1.0", options: RenderOptions(), themeName: "default", themeDigest: "t1",
        libraries: ["pango": "1.50.12", "cairo": "1.16.0"],
        fonts: [FileIdentity(name: "Inter-Regular.otf", digest: "f1")],
        images: [FileIdentity(name: "aqua-left@2x.png", digest: "i1")], avatars: [],
        conversationJSON: #"{"messages":[{"from":"a","text":"x"},{"from":"b","text":"y"}]}"#,
        layoutJSON: nil)
      m.options.width = 320
      change(&m)
      return m
    }
    let old = meta { _ in }
    #expect(EnvironmentChanges.describe(from: old, to: old).isEmpty)
    let new = meta {
      $0.options.scale = 3
      $0.libraries["pango"] = "1.52.0"
      $0.fonts[0].digest = "f2"
      $0.themeDigest = "t2"
      $0.images = [FileIdentity(name: "aqua-left@3x.png", digest: "i3")]
      $0.conversationJSON =
        #"{"messages":[{"from":"a","text":"x"},{"from":"b","text":"z"},{"from":"a","text":"w"}]}"#
    }
    #expect(
      EnvironmentChanges.describe(from: old, to: new) == [
        "options: scale 2 → 3",
        "conversation: message 1 changed; message 2 added",
        "pango 1.50.12 → 1.52.0",
        "theme default changed",
        "font Inter-Regular.otf changed",
        "image aqua-left@3x.png now used",
        "image aqua-left@2x.png no longer used",
      ])
  }

  @Test(arguments: [
    (GoldenTolerance(), 0, true), (GoldenTolerance(), 1, false),
    (GoldenTolerance(maxDiffPixels: 10), 10, true), (GoldenTolerance(maxDiffPixels: 10), 11, false),
    (GoldenTolerance(maxDiffRatio: 0.01), 10, true),
    (GoldenTolerance(maxDiffRatio: 0.001), 2, false),
    (GoldenTolerance(maxDiffPixels: 100, maxDiffRatio: 0.001), 2, false),
  ])
  func tolerance(_ tolerance: GoldenTolerance, differentPixels: Int, allowed: Bool) {
    let result = DiffResult(width: 100, height: 10, differentPixels: differentPixels)
    #expect(tolerance.allows(result) == allowed)
  }

  @Test(arguments: [
    (GoldenTolerance(), "none may differ"), (GoldenTolerance(maxDiffPixels: 1), "at most 1 pixel"),
    (GoldenTolerance(maxDiffPixels: 1200, maxDiffRatio: 0.0005), "at most 1,200 pixels and 0.05 %"),
  ])
  func toleranceSummary(_ tolerance: GoldenTolerance, text: String) {
    #expect(tolerance.summary == text)
  }
}
