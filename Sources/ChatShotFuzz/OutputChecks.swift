import ChatShot

/// What every output format promises, checked on each fuzz input that renders: the size
/// the header gives is the rendering's, the metadata read back is what was written (PNG
/// text chunks, or the XMP packet of SVG, PDF and WebP, where characters XML forbids travel
/// as JSON escapes), an SVG holds no character XML forbids, and the transcript and the
/// snippet's alt text are one line a message and one line.
enum OutputChecks {
  /// The format an input is drawn in: picked by its length, so that mutations reach all.
  static func format(for bytes: [UInt8]) -> OutputFormat {
    OutputFormat.allCases[bytes.count % OutputFormat.allCases.count]
  }

  static func check(_ rendering: Rendering, format: OutputFormat, conversation: Conversation)
    throws
  {
    let bytes = rendering.bytes
    if PictureReader.format(of: bytes) != format {
      FuzzTarget.fail("a \(format) render that is not read back as \(format)")
    }
    if format == .png || format == .webp {
      let header = try PictureReader.probe(bytes)
      if header.width != rendering.pixelWidth || header.height != rendering.pixelHeight {
        FuzzTarget.fail(
          "rendered \(rendering.pixelWidth)×\(rendering.pixelHeight) but the \(format) says "
            + "\(header.width)×\(header.height)")
      }
    }
    if format == .svg {
      let text = String(decoding: bytes, as: UTF8.self)
      if Array(text.utf8) != bytes { FuzzTarget.fail("an SVG that is not UTF-8") }
      if let bad = text.unicodeScalars.first(where: { !XMLText.isAllowed($0) }) {
        FuzzTarget.fail("an SVG holding U+\(String(bad.value, radix: 16)), which XML forbids")
      }
    }
    let written = rendering.metadata?.textChunks ?? []
    let read = try PictureReader.readText(bytes)
    let expected =
      format == .png
      ? written.map(\.text)
      : written.map {
        $0.keyword == PNGTextChunk.softwareKeyword
          ? $0.text : XMLText.escapingForbidden(inJSON: $0.text)
      }
    if read.map(\.text) != expected || read.map(\.keyword) != written.map(\.keyword) {
      FuzzTarget.fail("the \(format)'s metadata does not read back as written")
    }
    checkTexts(conversation)
  }

  private static func checkTexts(_ conversation: Conversation) {
    let transcript = Transcript.text(of: conversation)
    if transcript.split(separator: "\n", omittingEmptySubsequences: false).count
      != conversation.messages.count + 1
    {
      FuzzTarget.fail("a transcript that is not one line a message")
    }
    let alt = XMLText.escaped(Transcript.singleLine(of: conversation))
    if alt.contains("\n") || alt.unicodeScalars.contains(where: { !XMLText.isAllowed($0) }) {
      FuzzTarget.fail("an alt text that is not one line of XML characters")
    }
  }
}
