import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// `--anonymize` finds a name however it is cased or composed, only as a whole word, and all
/// names at once: the work grows with the text and the names, not with their product.
struct AnonymizerMatchingTests {
  static func anonymizer(_ names: [String]) -> Anonymizer {
    Anonymizer(authors: names.map { ImportedAuthor(id: $0, name: $0) }, otherNames: [])
  }

  @Test(arguments: [
    ("see you, MARTA SOLIS!", "see you, Person 1!"),
    ("marta solis and marta", "Person 1 and Person 1"),
    // Decomposed (NFD): a, then U+0301.
    ("Ma\u{0301}rta? no, Marta", "Ma\u{0301}rta? no, Person 1"),
    ("Ｍａｒｔａ Ｓｏｌｉｓ wrote", "Person 1 wrote"),
    ("Martas and Martaland stay", "Martas and Martaland stay"),
    ("ask marta's brother", "ask Person 1's brother"),
    ("JÖRG said hi to jörg and jo\u{0308}rg", "Person 2 said hi to Person 2 and Person 2"),
    ("Jörgen is not JÖRG", "Jörgen is not Person 2"),
    ("王小明说好", "Person 3说好"),
  ])
  func namesAreFoundFoldedAndWhole(_ text: String, _ expected: String) {
    let anonymizer = Self.anonymizer(["Marta Solis", "Jörg", "王小明"])
    #expect(anonymizer.scrub(text) == expected)
  }

  /// Of names that overlap, the leftmost wins, then the longest.
  @Test func leftmostLongest() {
    let matcher = NameMatcher(["eve ross", "ross eve", "eve"].map { FoldedText.fold($0) })
    var work = 0
    func found(_ text: String) -> [NameMatcher.Match] {
      matcher.matches(in: FoldedText(text), work: &work)
    }
    #expect(
      found("Eve Ross Eve") == [
        .init(start: 0, end: 8, name: 0), .init(start: 9, end: 12, name: 2),
      ])
    #expect(found("ross eve ross") == [.init(start: 0, end: 8, name: 1)])
    #expect(found("evers eve-ross") == [.init(start: 6, end: 9, name: 2)])
  }

  /// An alias is never matched again, even when it holds a name.
  @Test func aliasesAreNotMatchedAgain() {
    let anonymizer = Self.anonymizer(["Person", "Eve Ross"])
    #expect(anonymizer.scrub("person, eve ross and eve") == "Person 1, Person 2 and Person 2")
  }

  /// Phone numbers and addresses are masked first, so aliases are never masked.
  @Test func contactsAreMaskedBeforeNames() {
    let anonymizer = Self.anonymizer(["Dana"])
    #expect(
      anonymizer.scrub("dana: 020 7946 0018, dana@mail.example")
        == "Person 1: ••• •••• ••••, •••@•••")
  }

  /// Work for `n` names found in a text that names each of them and has a long stretch
  /// without any.
  private func work(names n: Int) -> Int {
    let names = (0..<n).map { "Name\($0) Surname\($0 % 97)" }
    let anonymizer = Self.anonymizer(names)
    let text =
      names.map { "hi \($0.uppercased()), " }.joined()
      + String(repeating: "no names here. ", count: n)
    var work = 0
    let scrubbed = anonymizer.scrub(text, work: &work)
    #expect(!scrubbed.contains("Name1 ") && !scrubbed.lowercased().contains("surname"))
    return work
  }

  @Test func twiceTheNamesAndTextIsTwiceTheWork() {
    let one = work(names: 2_000)
    let two = work(names: 4_000)
    // Searching each name in the whole text would be four times the work.
    #expect(Double(two) / Double(one) < 2.3, "\(one) → \(two)")
  }
}
