/// What WhatsApp writes in place of media: attachments (`<attached: 00000012-PHOTO-….jpg>`
/// on iOS, `IMG-20220327-WA0001.jpg (file attached)` on Android, in the phone's language),
/// and media left out of the export (`<Media omitted>`, `image omitted`).
enum WhatsAppAttachments {
  /// The words iOS writes before an attached file's name, lowercased: English, Spanish,
  /// Portuguese, German, French, Italian, Dutch, Finnish, Turkish.
  static let iosWords: Set<String> = [
    "attached", "adjunto", "anexado", "anexo", "angehängt", "anhang", "pièce jointe", "allegato",
    "bijlage", "liite", "ek",
  ]
  /// The parenthesised words Android writes after an attached file's name, lowercased.
  static let androidWords: Set<String> = [
    "file attached", "archivo adjunto", "arquivo anexado", "datei angehängt", "fichier joint",
    "file allegato", "bestand bijgevoegd", "tiedosto liitetty", "dosya ekli",
  ]
  /// Texts standing for media the export left out, lowercased.
  static let omittedTexts: Set<String> = [
    "<media omitted>", "<medien ausgelassen>", "<multimedia omitido>", "<arquivo de mídia oculto>",
    "<médias omis>", "<media omessi>", "<media weggelaten>", "<media jätetty pois>",
    "image omitted", "video omitted", "audio omitted", "sticker omitted", "gif omitted",
    "document omitted", "contact card omitted", "<media omitted>",
  ]
  static let photoExtensions: Set<String> = ["jpg", "jpeg", "png", "webp", "heic", "gif"]

  /// The attached file named by the first line of `text`, and the rest (the caption).
  static func attachment(in text: String) -> (name: String, caption: String)? {
    let (first, rest) = splitFirstLine(text)
    let line = first.trimmingWhitespace()
    if line.hasPrefix("<"), line.hasSuffix(">"), let colon = line.firstIndex(of: ":") {
      let word = String(line[line.index(after: line.startIndex)..<colon]).trimmingWhitespace()
      let name = String(line[line.index(after: colon)..<line.index(before: line.endIndex)])
        .trimmingWhitespace()
      if iosWords.contains(word.lowercased()), isFileName(name) { return (name, rest) }
    }
    if line.hasSuffix(")"), let open = line.lastIndex(of: "(") {
      let name = String(line[..<open]).trimmingWhitespace()
      let word = line[line.index(after: open)..<line.index(before: line.endIndex)]
      if androidWords.contains(word.lowercased()), isFileName(name) { return (name, rest) }
    }
    return nil
  }

  /// Whether `text` stands for media left out of the export.
  static func isOmitted(_ text: String) -> Bool {
    omittedTexts.contains(text.trimmingWhitespace().lowercased())
  }

  static func isPhoto(_ name: String) -> Bool {
    guard let dot = name.lastIndex(of: ".") else { return false }
    return photoExtensions.contains(name[name.index(after: dot)...].lowercased())
  }

  /// A bare file name with an extension: no folder, no spaces at the ends.
  private static func isFileName(_ name: String) -> Bool {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex,
      !name.contains("/"), name.unicodeScalars.count <= 255
    else { return false }
    let ext = name[name.index(after: dot)...]
    return (1...5).contains(ext.count) && ext.allSatisfy { $0.isLetter || $0.isNumber }
  }

  static func splitFirstLine(_ text: String) -> (String, String) {
    guard let newline = text.firstIndex(of: "\n") else { return (text, "") }
    return (String(text[..<newline]), String(text[text.index(after: newline)...]))
  }
}
