import ChatShot

/// One fuzz input through the whole pipeline: decode → limits → layout → render at a small
/// scale into memory, in one of the four output formats (``OutputChecks``). Refusals are expected; anything else that goes wrong is a defect and
/// stops the process (so libFuzzer, or the seeded driver's script, keeps the input).
///
/// Beyond "no crash", it checks what every refusal promises: one line, a documented exit
/// code, never an internal error.
enum FuzzTarget {
  /// The options every input is rendered with: small, so each run takes milliseconds.
  static func options(for bytes: [UInt8]) -> RenderOptions {
    var options = RenderOptions()
    options.scale = 0.5
    options.width = 160
    options.compression = 1
    // The last byte picks emoticon substitution, so both paths are explored.
    options.emoticons = (bytes.last ?? 0) & 1 == 1
    return options
  }

  /// Runs one input. `renderer` is made once per process (fonts take ≈ 30 ms).
  ///
  /// The same bytes are also read as every export chatshot imports (WhatsApp, the chat
  /// script, and, when they start as JSON does, Telegram, Discord, a Slack day file and a
  /// chatbot transcript; a WhatsApp zip when they start as one), with the first author as the local user and the last byte choosing
  /// a selection, and rendered when they import.
  static func run(_ bytes: [UInt8], renderer: ChatRenderer, baseDirectory: String) {
    // A zip, as WhatsApp hands an export over, is read in place from a file.
    if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
      runZip(bytes, renderer: renderer, baseDirectory: baseDirectory)
    }
    for format in importFormats(for: bytes) {
      var options = ImportOptions()
      options.format = format
      options.firstAuthorIsLocal = true
      let pick = Int(bytes.last ?? 0)
      if pick & 4 == 4 { options.selection.last = pick % 7 + 1 }
      if pick & 8 == 8 { options.anonymize = true }
      if pick & 16 == 16 { options.timeFormat = "EEE d MMM h:mm:ss a" }
      do {
        let imported = try ChatImporter.conversation(
          bytes, file: "fuzz.txt", directory: FilePath(baseDirectory), options: options)
        render(imported, bytes: bytes, renderer: renderer, baseDirectory: baseDirectory)
      } catch {
        expectRefusal(error)
      }
    }
    let conversation: Conversation
    do {
      conversation = try ConversationDecoder.decode(
        bytes, file: "fuzz.json", baseDirectory: baseDirectory)
    } catch {
      expectRefusal(error)
      return
    }
    render(conversation, bytes: bytes, renderer: renderer, baseDirectory: baseDirectory)
  }

  /// `bytes` as a WhatsApp export zip (libarchive, `ZipExport`), written to a file in
  /// `baseDirectory` and read from there with the first author as the local user.
  static func runZip(_ bytes: [UInt8], renderer: ChatRenderer, baseDirectory: String) {
    let path = baseDirectory + "/fuzz-export.zip"
    do {
      try OutputFiles.write(bytes, to: path)
    } catch {
      fail("cannot write \(path): \(error)")
    }
    var options = ImportOptions()
    options.firstAuthorIsLocal = true
    do {
      let (conversation, _) = try ChatImporter.read(contentsOf: FilePath(path), options: options)
      render(conversation, bytes: bytes, renderer: renderer, baseDirectory: baseDirectory)
    } catch {
      expectRefusal(error)
    }
  }

  /// The importers `bytes` go through: the text ones always, the JSON ones when the first
  /// byte that is not white space opens an object or an array (anything else they refuse at
  /// once).
  static func importFormats(for bytes: [UInt8]) -> [ImportFormat] {
    let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    guard first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else {
      return [.whatsapp, .script]
    }
    return [.whatsapp, .script, .telegram, .discord, .slack, .chatbot]
  }

  /// Lays out and renders `conversation` as every input is, checking the PNG's size.
  static func render(
    _ conversation: Conversation, bytes: [UInt8], renderer: ChatRenderer, baseDirectory: String
  ) {
    var options = options(for: bytes)
    do {
      // The conversation's "theme" picks a built-in theme; the last byte, its input bar.
      let theme = try ThemeCatalog.theme(option: nil, conversation: conversation)
      options.chrome = theme.chrome != nil && (bytes.last ?? 0) & 2 == 2
      // …and with bit 2 the whole screen on a device (bits 3–5 pick it): status bar values
      // and header titles from the input reach the screen parts' layout and drawing.
      if (bytes.last ?? 0) & 4 == 4 {
        options.screen = true
        let pick = Int((bytes.last ?? 0) >> 3) % (Device.all.count + 1)
        if pick < Device.all.count { options.device = Device.all[pick] }
      }
      // Every output format: picked by the input's length (OutputChecks).
      options.format = OutputChecks.format(for: bytes)
      let rendering = try renderer.render(
        conversation, theme: theme, options: options, baseDirectory: baseDirectory)
      _ = rendering.layout.dump(scale: options.scale).serialized()
      try OutputChecks.check(rendering, format: rendering.format, conversation: conversation)
    } catch {
      expectRefusal(error)
    }
  }

  /// A refusal must be one of chatshot's own errors, one line, of the
  /// invalid-data or unreadable-input kind.
  static func expectRefusal(_ error: any Error) {
    guard let failure = error as? any ChatShotError else {
      fail("an error that is not a ChatShotError: \(error)")
    }
    let text = failure.description
    if text.isEmpty || text.unicodeScalars.contains(where: isUnsafeInATerminal) {
      fail("a refusal that is not one plain line: \(text.debugDescription)")
    }
    switch failure.kind {
    case .invalidData, .unreadableInput: break
    default: fail("a \(failure.kind) failure for an input file: \(text)")
    }
  }

  /// Controls, line separators and bidirectional controls: in a diagnostic they would break
  /// the line, drive the terminal or reorder the text (they must come out escaped).
  static func isUnsafeInATerminal(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029: true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  static func fail(_ message: String) -> Never {
    preconditionFailure("chatshot-fuzz: \(message)")
  }
}
