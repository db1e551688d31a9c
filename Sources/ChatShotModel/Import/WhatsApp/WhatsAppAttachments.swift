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
  /// What each language writes for media left out of the export (`<Media omitted>` on
  /// Android; `image omitted`, `sticker omitted`… on iOS), lowercased: one entry a language,
  /// the generic notice first, then image, video, audio, sticker, GIF, document and contact
  /// card, with the variants phones of different years wrote.
  static let omittedByLanguage: [(language: String, notices: [String])] = [
    (
      "English",
      [
        "<media omitted>", "image omitted", "video omitted", "audio omitted", "sticker omitted",
        "gif omitted", "document omitted", "contact card omitted",
      ]
    ),
    (
      "German",
      [
        "<medien ausgelassen>", "<medien ausgeschlossen>", "<medien weggelassen>",
        "bild weggelassen", "video weggelassen", "audio weggelassen", "sticker weggelassen",
        "gif weggelassen", "dokument weggelassen", "kontaktkarte weggelassen",
        "kontakt weggelassen",
      ]
    ),
    (
      "Spanish",
      [
        "<multimedia omitido>", "imagen omitida", "video omitido", "vídeo omitido",
        "audio omitido", "sticker omitido", "gif omitido", "documento omitido",
        "tarjeta de contacto omitida", "contacto omitido",
      ]
    ),
    (
      "Portuguese",
      [
        "<arquivo de mídia oculto>", "<mídia oculta>", "<multimédia omitido>",
        "imagem ocultada", "imagem omitida", "vídeo omitido", "vídeo ocultado", "áudio omitido",
        "áudio ocultado", "figurinha omitida", "sticker omitido", "gif omitido",
        "documento omitido", "documento ocultado", "cartão de contato omitido",
        "contato omitido",
      ]
    ),
    (
      "French",
      [
        "<médias omis>", "image absente", "image omise", "vidéo absente", "vidéo omise",
        "audio omis", "audio absent", "autocollant omis", "sticker omis", "gif omis",
        "gif retiré", "document omis", "document absent", "carte de contact omise",
        "fiche contact omise",
      ]
    ),
    (
      "Italian",
      [
        "<media omessi>", "immagine omessa", "video omesso", "audio omesso", "sticker omesso",
        "gif omessa", "gif omesso", "documento omesso", "scheda contatto omessa",
        "contatto omesso",
      ]
    ),
    (
      "Dutch",
      [
        "<media weggelaten>", "afbeelding weggelaten", "video weggelaten", "audio weggelaten",
        "sticker weggelaten", "gif weggelaten", "document weggelaten",
        "contactkaart weggelaten",
      ]
    ),
    (
      "Russian",
      [
        "<без медиафайлов>", "изображение отсутствует", "видео отсутствует",
        "аудио отсутствует", "стикер отсутствует", "gif отсутствует", "документ отсутствует",
        "карточка контакта отсутствует", "контакт отсутствует",
      ]
    ),
    (
      "Turkish",
      [
        "<medya dahil edilmedi>", "<medya atlandı>", "görüntü dahil edilmedi",
        "video dahil edilmedi", "ses dahil edilmedi", "çıkartma dahil edilmedi",
        "gif dahil edilmedi", "belge dahil edilmedi", "kişi kartı dahil edilmedi",
      ]
    ),
    (
      "Hindi",
      [
        "<मीडिया छोड़ दिया गया>", "इमेज छोड़ दी गई", "वीडियो छोड़ दिया गया",
        "ऑडियो छोड़ दिया गया", "स्टिकर छोड़ दिया गया", "gif छोड़ दिया गया",
        "दस्तावेज़ छोड़ दिया गया", "डॉक्यूमेंट छोड़ दिया गया", "संपर्क कार्ड छोड़ दिया गया",
      ]
    ),
    ("Finnish", ["<media jätetty pois>"]),
  ]
  /// Every language's notices, for one look-up.
  static let omittedTexts: Set<String> = Set(omittedByLanguage.flatMap(\.notices))
  /// The document notices, which iOS writes after the file's name.
  static let omittedDocumentTexts: [String] = [
    "document omitted", "dokument weggelassen", "documento omitido", "documento ocultado",
    "document omis", "document absent", "documento omesso", "document weggelaten",
    "документ отсутствует", "belge dahil edilmedi", "दस्तावेज़ छोड़ दिया गया",
    "डॉक्यूमेंट छोड़ दिया गया",
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

  /// Whether `text` stands for media left out of the export (any case, spaces and the
  /// U+200E/U+200F marks around it ignored).
  static func isOmitted(_ text: String) -> Bool {
    omittedTexts.contains(trimmed(text).lowercased())
  }

  /// The file named by iOS's notice of a document left out of the export,
  /// `‎report.pdf • ‎9 pages ‎document omitted` or `‎notes.txt ‎document omitted`.
  static func omittedDocument(in text: String) -> String? {
    let text = trimmed(text)
    for notice in omittedDocumentTexts where text.count > notice.count {
      guard String(text.suffix(notice.count)).lowercased() == notice else { continue }
      let before = text.dropLast(notice.count)
      let name = trimmed(String(before.firstIndex(of: "\u{2022}").map { before[..<$0] } ?? before))
      return isFileName(name) ? name : nil
    }
    return nil
  }

  /// `text` without the spaces and the U+200E/U+200F marks at either end.
  private static func trimmed(_ text: String) -> String {
    var scalars = Substring(text).unicodeScalars
    func isTrimmed(_ scalar: Unicode.Scalar) -> Bool {
      scalar == "\u{200E}" || scalar == "\u{200F}" || scalar == "\t"
        || scalar.properties.generalCategory == .spaceSeparator
    }
    while let first = scalars.first, isTrimmed(first) { scalars.removeFirst() }
    while let last = scalars.last, isTrimmed(last) { scalars.removeLast() }
    return String(scalars)
  }

  /// The date in the name of a file `text` attaches: iOS's
  /// `00000010-PHOTO-2020-11-02-21-47-19.jpg`, Android's `IMG-20201102-WA0001.jpg` (also
  /// `VID-`, `PTT-`, `AUD-`, `STK-`, `DOC-`).
  static func nameDate(in text: Substring) -> (year: Int, month: Int, day: Int)? {
    let separators: Set<Character> = [" ", "<", ">", ":", "\u{200E}", "\u{200F}", "\t"]
    for token in text.split(whereSeparator: { separators.contains($0) }) where token.count >= 19 {
      let parts = token.split(separator: "-", omittingEmptySubsequences: false)
      func number(_ index: Int, digits: Int) -> Int? {
        guard index < parts.count, parts[index].count == digits,
          parts[index].allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        return Int(parts[index])
      }
      if parts.count >= 6, number(0, digits: 8) != nil,
        parts[1].allSatisfy({ $0.isASCII && $0.isUppercase }),
        let year = number(2, digits: 4), let month = number(3, digits: 2),
        let day = number(4, digits: 2)
      {
        return (year, month, day)
      }
      if parts.count == 3, androidPrefixes.contains(String(parts[0])), parts[2].hasPrefix("WA"),
        let date = number(1, digits: 8)
      {
        return (date / 10000, date / 100 % 100, date % 100)
      }
    }
    return nil
  }
  private static let androidPrefixes: Set<String> = ["IMG", "VID", "PTT", "AUD", "STK", "DOC"]

  /// Whether `text` (a line after its header, lowercased) holds a media word in a language
  /// other than English: the phones of every such language write day-first dates.
  static func inDayFirstLanguage(_ text: String) -> Bool {
    dayFirstWords.contains { text.contains($0) }
  }
  private static let dayFirstWords: [String] =
    iosWords.filter { $0 != "attached" }.map { "<\($0):" }
    + androidWords.filter { $0 != "file attached" }.map { "(\($0))" }
    + omittedByLanguage.filter { $0.language != "English" }.flatMap(\.notices)

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
