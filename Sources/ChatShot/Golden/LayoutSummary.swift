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

  /// The summary of a layout dump (`TimelineLayout.dump`, version 1), or nil when it is not
  /// one.
  init?(dump json: JSONValue) {
    guard let width = json["width"]?.numberValue, let height = json["height"]?.numberValue,
      let rows = json["rows"]?.arrayValue
    else { return nil }
    var summaries: [Row] = []
    for (position, row) in rows.enumerated() {
      guard let bubble = Rect(dump: row["bubble"]), let text = Rect(dump: row["text"]) else {
        return nil
      }
      summaries.append(
        Row(
          index: row["index"]?.numberValue.flatMap { Int(exactly: $0) } ?? position,
          from: row["from"]?.stringValue ?? "", y: row["y"]?.numberValue ?? 0,
          height: row["height"]?.numberValue ?? 0, label: Rect(dump: row["label"]?["frame"]),
          labelText: row["label"]?["text"]?.stringValue, icon: Rect(dump: row["icon"]),
          bubble: bubble, text: text))
    }
    self.init(width: width, height: height, rows: summaries)
  }

  /// The summary of the compact dump text in a golden's metadata.
  init?(dumpText: String) {
    guard let json = try? JSONParser.parse(Array(dumpText.utf8), file: "layout", maxDepth: 16)
    else { return nil }
    self.init(dump: json)
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
