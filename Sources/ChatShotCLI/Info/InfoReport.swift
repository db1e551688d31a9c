import ChatShot

/// What `chatshot info` prints for one PNG: aligned text, or JSON with sorted keys.
struct InfoReport {
  let file: String
  let header: PNGHeader
  let metadata: RenderMetadata

  /// Lines in a fixed order, each `name:` padded to one column; file lists one per line.
  func text() -> String {
    var lines: [String] = []
    func line(_ name: String, _ value: String) {
      let label = name + ":"
      // One line each: a line break from the metadata (a title, an id) is shown as `\n`.
      let flat = value.replacingEvery("\r", with: "\\r").replacingEvery("\n", with: "\\n")
      lines.append(label + String(repeating: " ", count: max(1, 14 - label.count)) + flat)
    }
    let m = metadata
    lines.append(
      "\(file): \(header.width)×\(header.height) pixels, chatshot metadata format \(m.format)")
    line("chatshot", m.chatshotVersion)
    line("options", optionsText(m.options))
    line("theme", "\(m.themeName)  sha256:\(m.themeDigest)")
    line(
      "libraries",
      m.libraries.keys.sorted().map { "\($0) \(m.libraries[$0] ?? "")" }.joined(separator: ", "))
    line("fonts", m.fonts.isEmpty ? "none" : "sha256 of size, first and last 64 KiB")
    lines += fileLines(m.fonts)
    line("images", m.images.isEmpty ? "none" : "sha256 (theme: the theme's own files)")
    lines += fileLines(m.images)
    line("avatars", m.avatars.isEmpty ? "none" : "files, sha256")
    lines += fileLines(m.avatars)
    line("conversation", conversationSummary())
    line("layout", layoutSummary())
    return lines.joined(separator: "\n") + "\n"
  }

  /// One object: the image size, every metadata field, the conversation and the layout as
  /// JSON values.
  func json() throws -> JSONOutput {
    let m = metadata
    func files(_ list: [FileIdentity], nameKey: String, digestKey: String) -> JSONOutput {
      .array(list.map { $0.json(nameKey: nameKey, digestKey: digestKey) })
    }
    return .object([
      "file": .string(FileName.displayed(file)),
      "width": .number(Double(header.width)),
      "height": .number(Double(header.height)),
      "format": .number(Double(m.format)),
      "chatshot": .string(m.chatshotVersion),
      "options": m.options.metadataJSON,
      "theme": .object(["name": .string(m.themeName), "sha256": .string(m.themeDigest)]),
      "libraries": .object(m.libraries.mapValues { .string($0) }),
      "fonts": files(m.fonts, nameKey: "file", digestKey: RenderMetadata.fontDigestKey),
      "images": .object([
        "drawn": files(m.images, nameKey: "name", digestKey: "sha256"),
        "avatars": files(m.avatars, nameKey: "file", digestKey: "sha256"),
      ]),
      "conversation": try parsed(m.conversationJSON, RenderMetadata.Keyword.conversation)
        .map(JSONOutput.init) ?? .null,
      "layout": try parsed(m.layoutJSON, RenderMetadata.Keyword.layout).map(JSONOutput.init)
        ?? .null,
    ])
  }

  private func optionsText(_ o: RenderOptions) -> String {
    "scale \(JSONOutput.format(o.scale)), width \(JSONOutput.format(metadata.width)), "
      + "compression \(o.compression), emoticons \(o.emoticons == true ? "on" : "off"), "
      + "chrome \(o.chrome ? "on" : "off")" + screenText(o)
  }

  /// ", screen on, device iphone-15, appearance dark": the screen options that were set.
  private func screenText(_ o: RenderOptions) -> String {
    var parts: [String] = []
    if o.screen { parts.append("screen on") }
    if o.statusBar { parts.append("status bar on") }
    if o.header { parts.append("header on") }
    if let device = o.device { parts.append("device \(device.name)") }
    if let appearance = o.appearance { parts.append("appearance \(appearance.rawValue)") }
    return parts.map { ", " + $0 }.joined()
  }

  private func fileLines(_ files: [FileIdentity]) -> [String] {
    let width = files.map(\.name.count).max() ?? 0
    return files.map {
      "  " + $0.name + String(repeating: " ", count: width - $0.name.count + 2) + $0.digest
    }
  }

  private func conversationSummary() -> String {
    guard let root = try? parsed(metadata.conversationJSON, "") else { return "not recorded" }
    let messages = root["messages"]?.arrayValue?.count ?? 0
    let ids = (root["participants"]?.arrayValue ?? []).compactMap { $0["id"]?.stringValue }
    var text = "\(messages) message\(messages == 1 ? "" : "s")"
    if !ids.isEmpty {
      text +=
        " from \(ids.count) participant\(ids.count == 1 ? "" : "s") (\(ids.joined(separator: ", ")))"
    }
    if let local = root["localUser"]?.stringValue { text += "; local user \(local)" }
    if let title = root["title"]?.stringValue { text += "; title " + JSONPath.quoted(title) }
    return text
  }

  private func layoutSummary() -> String {
    guard let root = try? parsed(metadata.layoutJSON, "") else { return "not recorded" }
    let f = { (key: String) in JSONOutput.format(root[key]?.numberValue ?? 0) }
    let rows = root["rows"]?.arrayValue?.count ?? 0
    return
      "\(f("width"))×\(f("height")) pt at scale \(f("scale")), \(rows) row\(rows == 1 ? "" : "s")"
  }

  private func parsed(_ text: String?, _ keyword: String) throws -> JSONValue? {
    guard let text else { return nil }
    do {
      return try JSONParser.parse(Array(text.utf8), file: keyword, maxDepth: 16)
    } catch {
      throw MetadataError.invalid(keyword: keyword, reason: error.description)
    }
  }
}
