import ChatShotCore

extension TimelineLayout {
  /// `"screen"` of the layout dump: `statusBar`, `header`, `inputBar` and `homeIndicator`,
  /// each a frame (with its items) or null when not drawn; a header with an avatar says what
  /// it shows (`avatarKind`).
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
      "header": screen.header.map(\.dump) ?? .null,
      "inputBar": chrome?.frame.dump ?? .null,
      "homeIndicator": screen.homeIndicator.map { i in
        .object(["frame": i.frame.dump, "bar": i.bar.dump])
      } ?? .null,
    ])
  }
}

extension HeaderFrame {
  /// The header's frames and words; `avatarKind` only where it has an avatar.
  var dump: JSONOutput {
    var members: [String: JSONOutput] = [
      "frame": frame.dump, "back": back.dump, "avatar": avatar?.dump ?? .null,
      "avatarOf": avatarOf.map(JSONOutput.string) ?? .null, "title": .string(title),
      "titleFrame": titleFrame.dump,
      "subtitle": subtitle.map(JSONOutput.string) ?? .null,
      "subtitleFrame": subtitleFrame?.dump ?? .null,
    ]
    if avatar != nil, let avatarKind { members["avatarKind"] = .string(avatarKind.rawValue) }
    return .object(members)
  }
}
