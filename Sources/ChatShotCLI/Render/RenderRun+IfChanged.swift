import ChatShot

/// How a render went: drawn and written, or (with `--if-changed`) every output already what
/// it would write, left untouched.
enum RenderOutcome: Equatable, Sendable {
  case rendered
  case upToDate
}

extension RenderRun {
  /// The pictures `--if-changed` leaves to draw, and what the others record.
  struct Judged {
    /// The variants to draw, in order: missing, changed, or not to be judged (standard output).
    var stale: [Variant]
    /// What the texts need of the first picture, when it is left as it is.
    var first: TextSource?
  }

  /// What the layout dump, the snippet and the alt text say of the first picture.
  struct TextSource {
    /// The layout dump as `--layout-json` writes it (made only when asked for).
    var layoutDump: () -> String?
    /// The picture's size in points.
    var width: Double
    var height: Double

    init(_ rendering: Rendering, scale: Double) {
      let layout = rendering.layout
      layoutDump = { layout.dump(scale: scale).serialized() }
      width = layout.width
      height = Double(rendering.pixelHeight) / scale
    }

    /// From a picture's header and metadata: its layout dump (recorded compact, at the
    /// picture's scale) written out again as `--layout-json` writes it.
    init(header: PNGHeader, metadata: RenderMetadata, scale: Double) {
      let compact = metadata.layoutJSON
      layoutDump = {
        guard let compact, let value = try? JSONParser.parse(Array(compact.utf8), file: "layout")
        else { return nil }
        return JSONOutput(value).serialized()
      }
      width = metadata.width
      height = Double(header.height) / scale
    }
  }

  /// Judges each picture by its metadata (`ChatRenderer.state(ofFileAt:…)`): those that record
  /// this very render are kept, the rest (and standard output) are to be drawn.
  func judge(
    _ variants: [Variant], conversation: Conversation, theme: Theme, options: RenderOptions,
    base: String?
  ) -> Judged {
    var judged = Judged(stale: [])
    for (index, variant) in variants.enumerated() {
      var options = options
      options.scale = variant.scale
      if let appearance = variant.appearance { options.appearance = appearance }
      let state =
        variant.path == "-"
        ? .stale("standard output")
        : ChatRenderer.state(
          ofFileAt: variant.path, conversation: conversation, theme: theme, options: options,
          baseDirectory: base)
      guard case .upToDate(let header, let metadata) = state else {
        judged.stale.append(variant)
        continue
      }
      guard index == 0 else { continue }
      var source = TextSource(header: header, metadata: metadata, scale: variant.scale)
      let dump = command.layoutJSON != nil ? source.layoutDump() : nil
      source.layoutDump = { dump }
      // A dump that cannot be written again from the metadata: drawn again with the picture.
      if command.layoutJSON != nil, dump == nil {
        judged.stale.append(variant)
      } else {
        judged.first = source
      }
    }
    return judged
  }

  /// The texts a render writes besides its pictures, each into a file of its own (made only
  /// when its bytes differ from the file's, with `--if-changed`) or onto standard output.
  struct TextOutputs {
    /// Leave a file whose bytes are those to be written as it is.
    var unlessUnchanged: Bool
    /// The files made, committed with the pictures.
    var files: [AtomicFileSink] = []
    /// What goes to standard output, after the files are committed.
    var standardOutput: [UInt8] = []

    init(unlessUnchanged: Bool) {
      self.unlessUnchanged = unlessUnchanged
    }

    mutating func add(_ bytes: [UInt8], to path: String) throws {
      if path == "-" {
        standardOutput += bytes
        return
      }
      if unlessUnchanged, Self.holds(bytes, path) { return }
      let file = try AtomicFileSink(path: path)
      files.append(file)
      try bytes.withUnsafeBytes { try file.write($0) }
    }

    /// Whether the regular file at `path` holds exactly `bytes`.
    private static func holds(_ bytes: [UInt8], _ path: String) -> Bool {
      guard let file = try? OpenedFile(FilePath(path)), file.size == bytes.count else {
        return false
      }
      return (try? file.readAll(limit: bytes.count)) == bytes
    }
  }

  /// The layout dump, the snippet and the alt text, as asked for, of `source` (the first
  /// picture). What goes to standard output is escaped as every printed line is (a terminal
  /// may show it): JSON as JSON escapes, text as `\u001B`.
  func writeTexts(
    _ source: TextSource, conversation: Conversation, variants: [Variant],
    into texts: inout TextOutputs
  ) throws {
    if let layoutPath = command.layoutJSON {
      let dump = source.layoutDump() ?? ""
      try texts.add(Array((layoutPath == "-" ? terminalJSON(dump) : dump).utf8), to: layoutPath)
    }
    if let html = command.docs.html {
      let files = variants.map {
        HTMLSnippet.File(
          path: HTMLSnippet.reference($0.path, from: html), scale: $0.scale,
          appearance: $0.appearance ?? .light)
      }
      let snippet = HTMLSnippet.make(
        files: files, width: source.width, height: source.height,
        alt: Transcript.singleLine(of: conversation))
      try texts.add(Array((html == "-" ? terminalText(snippet) : snippet).utf8), to: html)
    }
    if let alt = command.docs.altText {
      let text = Transcript.text(of: conversation)
      try texts.add(Array((alt == "-" ? terminalText(text) : text).utf8), to: alt)
    }
  }
}
