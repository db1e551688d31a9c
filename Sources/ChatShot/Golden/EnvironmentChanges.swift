import ChatShotCore
import ChatShotRender

/// Says in words what differs between the render that made a golden and the render now,
/// besides the layout: the options, the conversation, chatshot and library versions, the
/// theme, and the fonts and images drawn with.
///
///     options: scale 3 → 2
///     conversation: message 3 changed; message 8 added
///     pango 1.50.12 → 1.52.0
///     font Inter-Regular.otf changed
///     theme default changed
enum EnvironmentChanges {
  static func describe(from old: RenderMetadata, to new: RenderMetadata) -> [String] {
    var lines: [String] = []
    let options = new.options.changes(from: old.options)
    if !options.isEmpty { lines.append("options: " + options.joined(separator: ", ")) }
    if let conversation = conversationChanges(old.conversationJSON, new.conversationJSON) {
      lines.append("conversation: " + conversation)
    }
    if old.chatshotVersion != new.chatshotVersion {
      lines.append("chatshot \(old.chatshotVersion) → \(new.chatshotVersion)")
    }
    for name in Set(old.libraries.keys).union(new.libraries.keys).sorted() {
      let a = old.libraries[name] ?? "(none)"
      let b = new.libraries[name] ?? "(none)"
      if a != b { lines.append("\(name) \(a) → \(b)") }
    }
    if old.themeName != new.themeName {
      lines.append("theme \(old.themeName) → \(new.themeName)")
    } else if old.themeDigest != new.themeDigest {
      lines.append("theme \(new.themeName) changed")
    }
    lines += fileChanges("font", old.fonts, new.fonts)
    lines += fileChanges("image", old.images, new.images)
    lines += fileChanges("avatar", old.avatars, new.avatars)
    return lines
  }

  /// "font Inter-Regular.otf changed", "image x@3x.png now used", "… no longer used".
  private static func fileChanges(_ kind: String, _ old: [FileIdentity], _ new: [FileIdentity])
    -> [String]
  {
    var lines: [String] = []
    let before = Dictionary(old.map { ($0.name, $0.digest) }, uniquingKeysWith: { a, _ in a })
    let after = Dictionary(new.map { ($0.name, $0.digest) }, uniquingKeysWith: { a, _ in a })
    for file in new {
      switch before[file.name] {
      case nil: lines.append("\(kind) \(file.name) now used")
      case let digest? where digest != file.digest: lines.append("\(kind) \(file.name) changed")
      default: break
      }
    }
    for file in old where after[file.name] == nil {
      lines.append("\(kind) \(file.name) no longer used")
    }
    return lines
  }

  /// "message 3 changed; messages 8–9 added", "participants changed", or nil when equal
  /// ("changed" when only other keys, such as the status bar's values, differ).
  static func conversationChanges(_ old: String?, _ new: String?) -> String? {
    guard let old, let new, old != new else { return nil }
    guard let parts = contentChanges(old, new) else { return "changed" }
    return parts.isEmpty ? "changed" : parts.joined(separator: "; ")
  }

  /// What differs in what the conversation says (its messages, participants, local user,
  /// title and theme), a phrase each; empty when only other keys differ, nil when either
  /// cannot be read. The one difference a pixel tolerance must not hide.
  static func contentChanges(_ old: String, _ new: String) -> [String]? {
    func parse(_ text: String) -> JSONValue? {
      try? JSONParser.parse(Array(text.utf8), file: "conversation", maxDepth: 16)
    }
    guard let a = parse(old), let b = parse(new) else { return nil }
    let am = a["messages"]?.arrayValue ?? []
    let bm = b["messages"]?.arrayValue ?? []
    var parts: [String] = []
    let changed = zip(am, bm).enumerated().filter { !sameJSON($0.element.0, $0.element.1) }.map(
      \.offset)
    if !changed.isEmpty {
      let shown = changed.prefix(5).map(String.init).joined(separator: ", ")
      let more = changed.count > 5 ? " and \(changed.count - 5) more" : ""
      parts.append("message\(changed.count == 1 ? "" : "s") \(shown)\(more) changed")
    }
    if bm.count > am.count {
      parts.append(span(am.count, bm.count - 1, "message") + " added")
    } else if am.count > bm.count {
      parts.append(span(bm.count, am.count - 1, "message") + " removed")
    }
    for key in ["participants", "localUser", "title", "theme"] where !sameJSON(a[key], b[key]) {
      parts.append("\(key) changed")
    }
    return parts
  }

  private static func sameJSON(_ a: JSONValue?, _ b: JSONValue?) -> Bool {
    a.map(JSONOutput.init) == b.map(JSONOutput.init)
  }

  private static func span(_ first: Int, _ last: Int, _ noun: String) -> String {
    first == last ? "\(noun) \(first)" : "\(noun)s \(first)–\(last)"
  }
}
