import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// WhatsApp's line headers in their styles, the day-order decision, and what is refused.
struct WhatsAppImporterTests {
  static func header(_ line: String) -> WhatsAppHeader? {
    WhatsAppHeader.parse(Array(line.utf8)[...])
  }

  static func chat(_ text: String, _ configure: (inout ImportOptions) -> Void = { _ in })
    throws(InputError) -> Conversation
  {
    var options = ImportOptions()
    options.me = "Ann"
    configure(&options)
    return try ChatImporter.conversation(
      Array(text.utf8), file: "chat.txt", directory: nil, options: options)
  }

  @Test func headerStyles() throws {
    let android = try #require(Self.header("06/03/2017, 00:45 - Ann: text"))
    #expect(
      android.stamp(dayFirst: true)
        == ChatTimestamp(year: 2017, month: 3, day: 6, hour: 0, minute: 45))
    #expect(!android.isIOS && !android.twelveHour)
    let ios = try #require(Self.header("\u{200E}[3/27/22, 9:41:35\u{202F}PM] Ann: text"))
    #expect(ios.isIOS && ios.twelveHour)
    #expect(
      ios.stamp(dayFirst: false)
        == ChatTimestamp(year: 2022, month: 3, day: 27, hour: 21, minute: 41, second: 35))
    let finnish = try #require(Self.header("27.3.2022 klo 21.41 - Ann: Hei"))
    #expect(finnish.stamp(dayFirst: true)?.hour == 21)
    let spanish = try #require(Self.header("27-03-2022, 9:41 a. m. - Ann: hola"))
    #expect(spanish.stamp(dayFirst: true)?.hour == 9)
    let midnight = try #require(Self.header("1/2/22, 12:05 a.m. - Ann: x"))
    #expect(midnight.stamp(dayFirst: true)?.hour == 0)
    let iso = try #require(Self.header("2022-03-27, 21:41 - Ann: x"))
    #expect(iso.stamp(dayFirst: false)?.day == 27)
    for line in [
      "Hello there", "06/03/2017 - Ann: no time", "[06/03/2017, 00:45 Ann: x", "1/2/3, 10:00 - x",
    ] {
      #expect(Self.header(line) == nil, "\(line)")
    }
  }

  @Test func dayOrderFromTheWholeFile() throws {
    // Only the last line has a first field above 12: day-first, the earlier ones too.
    let dayFirst = try Self.chat("01/02/2020, 10:00 - Ann: a\n13/02/2020, 10:00 - Ann: b\n")
    #expect(dayFirst.messages[0].text == "Sat 1 Feb 2020")
    let monthFirst = try Self.chat("01/02/2020, 10:00 - Ann: a\n02/13/2020, 10:00 - Ann: b\n")
    #expect(monthFirst.messages[0].text == "Thu 2 Jan 2020")
    // No field above 12: the reading under which the dates go forward.
    let ordered = try Self.chat(
      "01/03/2020, 10:00 - Ann: a\n02/03/2020, 10:00 - Ann: b\n01/04/2020, 10:00 - Ann: c\n")
    #expect(
      ordered.messages.filter { $0.kind == .system }.map(\.text) == [
        "Sun 1 Mar 2020", "Mon 2 Mar 2020", "Wed 1 Apr 2020",
      ])
    let forced = try Self.chat("01/02/2020, 10:00 - Ann: a\n") { $0.dayFirst = false }
    #expect(forced.messages[0].text == "Thu 2 Jan 2020")
  }

  @Test func theClockDecidesWhatNothingElseCan() throws {
    let h24 = try Self.chat("01/02/2020, 10:00 - Ann: a\n01/02/2020, 11:00 - Ann: b\n")
    #expect(h24.messages[0].text == "Sat 1 Feb 2020")
    let h12 = try Self.chat("01/02/2020, 10:00 AM - Ann: a\n")
    #expect(h12.messages[0].text == "Thu 2 Jan 2020")
  }

  @Test func mixedDatesAreRefused() {
    let mixed = #expect(throws: InputError.self) {
      try Self.chat("13/02/2020, 10:00 - Ann: a\n02/13/2020, 10:00 - Ann: b\n")
    }
    #expect(mixed?.problem as? ImportProblem == .dateOrderUnknown)
  }

  @Test func continuationSystemAndAuthors() throws {
    let c = try Self.chat(
      "06/03/2017, 00:45 - Ann: one\ntwo\n\nthree\n06/03/2017, 00:46 - Bob joined using this group's invite link\n06/03/2017, 00:47 - +49 151 2345678: hi\n"
    )
    #expect(c.messages[1].text == "one\ntwo\n\nthree")
    #expect(c.messages[2].kind == .system && c.messages[2].time == nil)
    #expect(c.messages[3].from == "+49 151 2345678")
  }

  @Test func errorsNameFileAndLine() {
    let error = #expect(throws: InputError.self) {
      try Self.chat("not a chat\n06/03/2017, 00:45 - Ann: one\n") { $0.format = .whatsapp }
    }
    #expect(error?.description.hasPrefix("chat.txt:1:1: expected a WhatsApp message line") == true)
    let noMe = #expect(throws: InputError.self) {
      try Self.chat("06/03/2017, 00:45 - Ann: one\n06/03/2017, 00:45 - Bob: two\n") { $0.me = nil }
    }
    #expect(noMe?.problem as? ImportProblem == .localUserUnknown(authors: ["Ann", "Bob"]))
    #expect(noMe?.description.contains("'Bob'") == true)
    let wrongMe = #expect(throws: InputError.self) {
      try Self.chat("06/03/2017, 00:45 - Ann: one\n") { $0.me = "Zed" }
    }
    #expect(wrongMe?.kind == .invalidRequest)
  }

  @Test func truncatedAndMixedFilesNeverCrash() throws {
    let full = "06/03/2017, 00:45 - Ann: one\n[3/27/22, 9:41:35 PM] Bob: two\n{\"messages\": [\n"
    let bytes = Array(full.utf8) + [0xFF, 0xC3]
    for end in 0...bytes.count {
      _ = try? ChatImporter.conversation(
        Array(bytes[..<end]), file: "t.txt", directory: nil,
        options: {
          var o = ImportOptions()
          o.me = "Ann"
          o.format = .whatsapp
          return o
        }())
    }
  }

  /// The notices of media left out of the export, one or more a language, as phones write
  /// them (any case, iOS's U+200E in front on the iOS lines).
  static let omittedNotices = [
    "<Media omitted>", "sticker omitted", "Contact card omitted", "Sticker weggelassen",
    "<Medien ausgelassen>", "Bild weggelassen", "audio omitido", "<Multimedia omitido>",
    "imagen omitida", "figurinha omitida", "<Arquivo de mídia oculto>", "<Médias omis>",
    "image absente", "autocollant omis", "<Media omessi>", "immagine omessa",
    "<Media weggelaten>", "afbeelding weggelaten", "<Без медиафайлов>", "стикер отсутствует",
    "<Medya dahil edilmedi>", "çıkartma dahil edilmedi", "<मीडिया छोड़ दिया गया>",
    "स्टिकर छोड़ दिया गया", "  GIF omitted ",
  ]

  @Test func omittedMediaKeepsItsSenderInEveryLanguage() throws {
    for notice in Self.omittedNotices {
      for line in [
        "06/03/2017, 00:45 - Bob: \(notice)\n", "[06/03/2017, 00:45:10] Bob: \u{200E}\(notice)\n",
      ] {
        let c = try Self.chat(line) { $0.me = "Bob" }
        #expect(c.messages.count == 2, "\(line)")
        #expect(c.messages.last?.text == "Bob sent media (not in the export)", "\(line)")
        #expect(c.messages.last?.time == "00:45", "\(line)")
      }
    }
    // A text that only mentions a notice stays a text.
    let text = try Self.chat("06/03/2017, 00:45 - Bob: my sticker omitted again\n") {
      $0.me = "Bob"
    }
    #expect(text.messages.last?.kind == .text && text.messages.last?.from == "Bob")
  }

  @Test func iPhoneDocumentNoticeNamesTheFile() throws {
    let c = try Self.chat(
      "[06/03/2017, 00:45:10] Bob: \u{200E}report.pdf \u{2022} \u{200E}9 pages "
        + "\u{200E}document omitted\n"
        + "[06/03/2017, 00:46:10] Bob: \u{200E}notes.txt \u{200E}Dokument weggelassen\n"
    ) { $0.me = "Bob" }
    #expect(
      c.messages.dropFirst().map(\.text) == [
        "Bob sent a file (not in the export): report.pdf",
        "Bob sent a file (not in the export): notes.txt",
      ])
    #expect(c.messages.dropFirst().allSatisfy { $0.kind == .system && $0.time != nil })
  }

  @Test func aNameAndAColonMakeAMessageWhateverFollows() throws {
    let c = try Self.chat(
      "12/03/2021, 10:00 - John Doe:.\n12/03/2021, 10:01 - John Doe:hi there\n"
        + "[12/03/2021, 10:02:00] Ann:ok: fine\n12/03/2021, 10:03 - Ann: at 10:00\n"
        + "12/03/2021, 10:04 - Messages and calls are end-to-end encrypted. Tap to learn more.\n"
        + "12/03/2021, 10:05 - Bob joined using this group's invite link https://chat.example/x\n"
        + "12/03/2021, 10:06 - Bob changed the timer to 10:00\n")
    let rows = c.messages.dropFirst().map { "\($0.kind == .system ? "-" : $0.from)|\($0.text)" }
    #expect(
      rows == [
        "John Doe|.", "John Doe|hi there", "Ann|ok: fine", "Ann|at 10:00",
        "-|Messages and calls are end-to-end encrypted. Tap to learn more.",
        "-|Bob joined using this group's invite link https://chat.example/x",
        "-|Bob changed the timer to 10:00",
      ])
  }

  @Test func attachmentNamesDecideWhatTheDatesCannot() throws {
    // A UK iPhone: 12-hour clock, day-first dates; the photo's name says 2 November.
    let uk = try Self.chat(
      "[02/11/2020, 9:47:19 pm] Ann: \u{200E}<attached: 00000010-PHOTO-2020-11-02-21-47-19.jpg>\n")
    #expect(uk.messages[0].text == "Mon 2 Nov 2020")
    #expect(uk.messages[1].time == "9:47 PM")
    // Android names: the same date read month-first.
    for prefix in ["IMG", "VID", "PTT", "AUD", "STK", "DOC"] {
      let us = try Self.chat(
        "11/02/20, 21:47 - Ann: \(prefix)-20201102-WA0001.jpg (file attached)\n")
      #expect(us.messages[0].text == "Mon 2 Nov 2020", "\(prefix)")
    }
    // A name from another year votes for neither; the flag still wins over a name.
    let other = try Self.chat(
      "02/11/2020, 9:47 PM - Ann: IMG-20191102-WA0001.jpg (file attached)\n")
    #expect(other.messages[0].text == "Tue 11 Feb 2020")
    let forced = try Self.chat(
      "[02/11/2020, 9:47:19 pm] Ann: <attached: 00000010-PHOTO-2020-11-02-21-47-19.jpg>\n"
    ) { $0.dayFirst = false }
    #expect(forced.messages[0].text == "Tue 11 Feb 2020")
  }

  @Test func theLocaleDecidesBeforeTheClock() throws {
    // German media words with a 12-hour clock: day-first.
    let german = try Self.chat(
      "02/11/2020, 9:47 PM - Ann: foto.jpg (Datei angehängt)\n")
    #expect(german.messages[0].text == "Mon 2 Nov 2020")
    let omitted = try Self.chat("[02/11/2020, 9:47:19 PM] Ann: \u{200E}Bild weggelassen\n")
    #expect(omitted.messages[0].text == "Mon 2 Nov 2020")
    // A word before the time (Finnish `klo`).
    let finnish = try Self.chat("2.11.2020 klo 9.47 PM - Ann: hei\n")
    #expect(finnish.messages[0].text == "Mon 2 Nov 2020")
    // English words do not tell UK from US: the clock does.
    let english = try Self.chat("02/11/2020, 9:47 PM - Ann: foto.jpg (file attached)\n")
    #expect(english.messages[0].text == "Tue 11 Feb 2020")
  }

  @Test func the2013StyleIsAWhatsAppExport() throws {
    let text =
      "16/05/2013 21:03:11: Ann: hello\n16/05/2013 21:04:00: Bob: hi: there\nsecond line\n"
      + "16/05/2013 21:05:00: Bob left\n"
    #expect(
      try FormatDetection.detect(Array(text.utf8), file: "chat.txt", limits: InputLimits())
        == .whatsapp)
    let c = try Self.chat(text)
    let rows = c.messages.map {
      "\($0.kind == .system ? "-" : $0.from)|\($0.text)|\($0.time ?? "")"
    }
    #expect(
      rows == [
        "-|Thu 16 May 2013|", "Ann|hello|21:03", "Bob|hi: there\nsecond line|21:04",
        "-|Bob left|",
      ])
  }

  @Test func everyMeridiemStartsAMessage() throws {
    let variants = [
      "a. m.", "p. m.", "a.m.", "P.M.", "am", "pm", "AM", "PM", "A. M.", "a.\u{00A0}m.",
      "p.\u{202F}m.", "aM",
    ]
    for marker in variants {
      for space in [" ", "\u{00A0}", "\u{202F}"] {
        let isPM = marker.lowercased().hasPrefix("p")
        let android =
          "12/03/2021, 11:00\(space)\(marker) - Ann: one\n"
          + "12/03/2021, 00:08\(space)\(marker) - Ann: two\n"
        let ios =
          "[12/03/2021, 11:00:00\(space)\(marker)] Ann: one\n"
          + "[12/03/2021, 00:08:00\(space)\(marker)] Ann: two\n"
        for text in [android, ios] {
          let c = try Self.chat(text)
          let texts = c.messages.filter { $0.kind == .text }.map(\.text)
          #expect(texts == ["one", "two"], "\(text)")
          let header = try #require(Self.header(String(text.prefix { $0 != "\n" })))
          #expect(header.stamp(dayFirst: true)?.hour == (isPM ? 23 : 11), "\(text)")
        }
      }
    }
    let midnight = try #require(Self.header("12/03/2021, 00:08 a. m. - Ann: text"))
    #expect(midnight.stamp(dayFirst: true)?.hour == 0)
  }

  @Test func formattingBecomesEntities() throws {
    let c = try Self.chat(
      "12/03/2021, 10:00 - Ann: *bold* _it_ ~gone~ `x = 1` and ```mono```\n"
        + "12/03/2021, 10:01 - Ann: 2*3*4 snake_case_name * not bold * ~~\n"
        + "12/03/2021, 10:02 - Ann: > quoted\n- one\n* two\n1. three\n")
    let first = c.messages[1]
    #expect(first.text == "bold it gone x = 1 and mono")
    #expect(
      first.entities.map { "\($0.type)@\($0.offset)+\($0.length)" } == [
        "bold@0+4", "italic@5+2", "strikethrough@8+4", "code@13+5", "pre@23+4",
      ])
    // Markers inside a word, or not touching one, stay text.
    #expect(c.messages[2].text == "2*3*4 snake_case_name * not bold * ~~")
    #expect(c.messages[2].entities.isEmpty)
    // Quotes and lists are kept as written.
    #expect(c.messages[3].text == "> quoted\n- one\n* two\n1. three")
    #expect(c.messages[3].entities.isEmpty)
  }

  @Test func exportMarksLeaveNamesAndTexts() throws {
    let text =
      "[12/03/2021, 10:00:00] ~\u{202F}Lucas\u{200E}: hi\u{200E} \u{202A}+49 151\u{202C} there\u{200F}\n"
      + "12/03/2021, 10:01 - ~ Ann\u{200E}: ok\n"
      + "12/03/2021, 10:02 - \u{202B}Bob\u{202C}: yes\n"
    for me in ["Lucas", "~ Lucas", "~\u{202F}Lucas", "\u{200E}lucas\u{00A0}", "～ Lucas"] {
      let c = try Self.chat(text) { $0.me = me }
      let rows = c.messages.dropFirst().map { "\($0.from)|\($0.text)" }
      #expect(rows == ["Lucas|hi +49 151 there", "Ann|ok", "Bob|yes"], "\(me)")
      #expect(c.isLocal("Lucas"), "\(me)")
    }
    #expect(throws: InputError.self) { try Self.chat(text) { $0.me = "Luca" } }
  }
}
