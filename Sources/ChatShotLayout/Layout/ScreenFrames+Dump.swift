import ChatShotCore

extension TimelineLayout {
  /// `"screen"` of the layout dump: `statusBar`, `header`, `inputBar` and `homeIndicator`,
  /// each a frame (with its items) or null when not drawn.
  var screenDump: JSONOutput {
    .object([
      "statusBar": screen.statusBar.map { s in
        .object([
          "frame": s.frame.dump, "layout": .string(s.layout.rawValue), "time": .string(s.time),
          "timeFrame": s.timeFrame.dump, "carrier": s.carrier.map(JSONOutput.string) ?? .null,
          "carrierFrame": s.carrierFrame?.dump ?? .null, "signal": s.signal.dump,
          "signalLevel": .number(Double(s.signalLevel)), "wifi": s.wifi.dump,
          "wifiLevel": .number(Double(s.wifiLevel)), "battery": s.battery.dump,
          "batteryLevel": .number(Double(s.batteryLevel)),
        ])
      } ?? .null,
      "header": screen.header.map { h in
        .object([
          "frame": h.frame.dump, "back": h.back.dump, "avatar": h.avatar?.dump ?? .null,
          "avatarOf": h.avatarOf.map(JSONOutput.string) ?? .null, "title": .string(h.title),
          "titleFrame": h.titleFrame.dump,
          "subtitle": h.subtitle.map(JSONOutput.string) ?? .null,
          "subtitleFrame": h.subtitleFrame?.dump ?? .null,
        ])
      } ?? .null,
      "inputBar": chrome?.frame.dump ?? .null,
      "homeIndicator": screen.homeIndicator.map { i in
        .object(["frame": i.frame.dump, "bar": i.bar.dump])
      } ?? .null,
    ])
  }
}
