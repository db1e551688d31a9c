import ChatShotCore
import ChatShotLayout

/// The frames of a layout that a golden check compares: read from a `TimelineLayout`, or
/// back from the layout dump recorded in a golden's metadata.
struct LayoutSummary: Hashable, Sendable {
  struct Row: Hashable, Sendable {
    var index: Int
    var from: String
    var y: Double
    var height: Double
    var label: Rect?
    var labelText: String?
    var icon: Rect?
    var bubble: Rect
    var text: Rect
  }

  /// Canvas size in points.
  var width: Double
  var height: Double
  var rows: [Row]

  init(width: Double, height: Double, rows: [Row]) {
    self.width = width
    self.height = height
    self.rows = rows
  }

  init(_ layout: TimelineLayout) {
    width = layout.width
    height = layout.height
    rows = layout.rows.map { r in
      Row(
        index: r.index, from: r.from, y: r.y, height: r.height, label: r.label?.frame,
        labelText: r.label?.text, icon: r.icon, bubble: r.bubble, text: r.text)
    }
  }
}

extension LayoutSummary {
  /// The summary of a layout dump (`TimelineLayout.dump`, version 1 or 2: the keys read
  /// here mean the same in both), or nil when it is not one.
  static func parse(dump json: JSONValue) -> LayoutSummary? {
    guard let width = json["width"]?.numberValue, let height = json["height"]?.numberValue,
      let rows = json["rows"]?.arrayValue
    else { return nil }
    let summaries = rows.enumerated().compactMap {
      Row.parse(dump: $0.element, position: $0.offset)
    }
    guard summaries.count == rows.count else { return nil }
    return LayoutSummary(width: width, height: height, rows: summaries)
  }

  /// The summary of the compact dump text in a golden's metadata.
  static func parse(dumpText: String) -> LayoutSummary? {
    guard let json = try? JSONParser.parse(Array(dumpText.utf8), file: "layout", maxDepth: 16)
    else { return nil }
    return parse(dump: json)
  }
}

extension LayoutSummary.Row {
  /// One row of a layout dump; nil without a bubble and text frame.
  static func parse(dump row: JSONValue, position: Int) -> LayoutSummary.Row? {
    guard let bubble = Rect(dump: row["bubble"]), let text = Rect(dump: row["text"]) else {
      return nil
    }
    var index = position
    if let n = row["index"]?.numberValue, let whole = Int(exactly: n) { index = whole }
    var labelFrame: Rect?
    var labelText: String?
    if let label = row["label"] {
      labelFrame = Rect(dump: label["frame"])
      labelText = label["text"]?.stringValue
    }
    let from = row["from"]?.stringValue ?? ""
    let y = row["y"]?.numberValue ?? 0
    let height = row["height"]?.numberValue ?? 0
    let icon = Rect(dump: row["icon"])
    return LayoutSummary.Row(
      index: index, from: from, y: y, height: height, label: labelFrame, labelText: labelText,
      icon: icon, bubble: bubble, text: text)
  }

}

extension Rect {
  /// A rectangle from its dump (`{"x", "y", "width", "height"}`); nil for null or junk.
  init?(dump json: JSONValue?) {
    guard let json, let x = json["x"]?.numberValue, let y = json["y"]?.numberValue,
      let width = json["width"]?.numberValue, let height = json["height"]?.numberValue
    else { return nil }
    self.init(x: x, y: y, width: width, height: height)
  }
}
