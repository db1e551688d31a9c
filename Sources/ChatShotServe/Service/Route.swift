/// What the service answers at each path.
enum Route: String, CaseIterable {
  case page = "/"
  case script = "/page.js"
  case style = "/page.css"
  case healthz = "/healthz"
  case metrics = "/metrics"
  case themes = "/themes"
  case devices = "/devices"
  case config = "/config"
  case render = "/render"
  case dump = "/dump"
  case transcript = "/transcript"
  case snippet = "/snippet"
  /// Preview only: the file's text, its changes as events, and saving it.
  case source = "/source"
  case events = "/events"
  case save = "/save"

  /// The method it answers (`HEAD` too for `GET`).
  var method: String {
    switch self {
    case .render, .dump, .transcript, .snippet, .save: "POST"
    default: "GET"
    }
  }

  /// Whether it renders (its body a conversation, its query render options).
  var takesConversation: Bool {
    switch self {
    case .render, .dump, .transcript, .snippet: true
    default: false
    }
  }

  /// Whether only `chatshot preview` answers it.
  var isPreviewOnly: Bool { self == .source || self == .events || self == .save }

  /// The media types a conversation body may be sent as.
  static let acceptedTypes = [
    "application/json", "text/plain", "application/octet-stream", "multipart/form-data",
  ]
}
