import ChatShotCore

/// A conversation's `"screen"` (status bar and header values) and `"appearance"`.
extension ConversationDecoder {
  static let screenKeys = ["time", "battery", "signal", "wifi", "carrier", "subtitle"]

  /// Reads `"screen"` and `"appearance"` from the root object into `conversation`.
  static func decodeScreen(
    _ reader: JSONObjectReader, into conversation: inout Conversation, limits: InputLimits
  ) throws(InputError) {
    if let node = reader.optional("appearance") {
      let word = try node.string()
      guard let appearance = Appearance(rawValue: word) else {
        throw node.error(
          "unknown appearance \(JSONPath.quoted(word)); expected one of: light, dark")
      }
      conversation.appearance = appearance
    }
    guard let node = reader.optional("screen") else { return }
    let r = try node.object(keys: screenKeys)
    var screen = ScreenValues()
    for key in ["time", "carrier", "subtitle"] {
      guard let text = try r.optionalString(key), let at = r.optional(key) else { continue }
      try checkLabel(text, what: key, at: at, limits: limits)
      switch key {
      case "time": screen.time = text
      case "carrier": screen.carrier = text
      default: screen.subtitle = text
      }
    }
    if let n = r.optional("battery") {
      screen.battery = try n.integer(in: ScreenValues.batteryRange)
    }
    if let n = r.optional("signal") { screen.signal = try n.integer(in: ScreenValues.signalRange) }
    if let n = r.optional("wifi") { screen.wifi = try n.integer(in: ScreenValues.wifiRange) }
    conversation.screen = screen
  }
}

extension ScreenValues {
  /// The first problem of values set in code, with the key it is under; nil when they are
  /// valid (the rules `"screen"` in a file follows).
  func problem(limits: InputLimits) -> (key: String, reason: String)? {
    for (key, text) in [("time", time), ("carrier", carrier), ("subtitle", subtitle)] {
      if let text, let problem = TextChecks.labelProblem(text, what: key, limits: limits) {
        return (key, problem)
      }
    }
    for (key, value, range) in [
      ("battery", battery, Self.batteryRange), ("signal", signal, Self.signalRange),
      ("wifi", wifi, Self.wifiRange),
    ] where !range.contains(value) {
      return (
        key,
        "expected a whole number from \(range.lowerBound) to \(range.upperBound), found \(value)"
      )
    }
    return nil
  }
}
