import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// File names that are not UTF-8, end to end: opened, written and listed exactly (never
/// repaired to U+FFFD), shown escaped (`\xFF`) in messages. The scripts name them with
/// bash's `$'…'` and list a folder with `printf %q`, which shows the byte as `\377`.
@Suite struct FileNameBytesCLITests {
  static let weekend = Golden.repository.appendingPathComponent("Examples/weekend.json").path
  static let avatar = Golden.repository.appendingPathComponent("Assets/Images/avatar-me@2x.png")
    .path

  /// `printf %q` of each name in the folder, one per line.
  static let list = #"for f in * .[!.]*; do if [ -e "$f" ]; then printf '%q\n' "$f"; fi; done"#

  @Test func outputNameIsWrittenExactly() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CLIHarness.shell(
      "\"$CHATSHOT\" '\(Self.weekend)' --scale 1 -o $'out\\xff.png' && \(Self.list)", in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdoutText == "$'out\\377.png'\n")
  }

  /// A name holding U+F7FF as valid UTF-8 (EF 9F BF) stays that, not the byte 0xFF.
  @Test func nameWithTheMappedCharacterIsWrittenExactly() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CLIHarness.shell(
      "\"$CHATSHOT\" '\(Self.weekend)' --scale 1 -o $'\\xef\\x9f\\xbf.png' && ls | od -An -tx1",
      in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(
      r.stdoutText.split(separator: " ").joined(separator: " ")
        == "ef 9f bf 2e 70 6e 67 0a\n")
  }

  /// An input named with a byte that is not UTF-8 is read, and its default output is named
  /// after it, byte for byte.
  @Test func inputNameIsReadExactly() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CLIHarness.shell(
      "cp '\(Self.weekend)' $'in\\xff.json' && \"$CHATSHOT\" $'in\\xff.json' --scale 1 && "
        + Self.list, in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdoutText == "$'in\\377.json'\n$'in\\377.png'\n")
  }

  /// A batch lists a folder whose name and entries are not UTF-8, reads them (an avatar
  /// beside them too) and writes into a folder named so.
  @Test func batchListsAndWritesExactly() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let conversation =
      #"{"participants": [{"id": "me", "avatar": "a\#u{F7FF}.png"}], "#
      + #""messages": [{"from": "me", "text": "hi"}]}"#
    // In a JSON path too, U+F7FF stands for the byte 0xFF (docs/architecture.md#file-names):
    // the avatar file is named a\xff.png.
    try Data(conversation.utf8).write(to: dir.appendingPathComponent("c.json"))
    let script = """
      mkdir $'d\\xff' && cp c.json $'d\\xff/b\\xff.json' && cp c.json $'d\\xff/c.json' &&
      cp '\(Self.avatar)' $'d\\xff/a\\xff.png' &&
      "$CHATSHOT" $'d\\xff' --out-dir $'o\\xff' --scale 1 && cd $'o\\xff' && \(Self.list)
      """
    let r = try CLIHarness.shell(script, in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdoutText == "$'b\\377.png'\nc.png\n")
    #expect(r.stderr.hasPrefix("chatshot: rendered 2 of 2 into o\\xFF in "))
  }

  @Test func messagesShowTheBytesEscaped() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CLIHarness.shell(
      "touch $'no\\xffdir'; \"$CHATSHOT\" '\(Self.weekend)' -o $'no\\xffdir/x.png'; "
        + "\"$CHATSHOT\" $'in\\xff.json'",
      in: dir)
    #expect(
      r.stderr == "chatshot: cannot write 'no\\xFFdir/x.png': Not a directory\n"
        + "chatshot: cannot read 'in\\xFF.json': No such file or directory\n")
  }

  /// `check` prints the command that records a missing golden with the bytes quoted for the
  /// shell (`$'…'`), so that it can be pasted.
  @Test func recordCommandQuotesTheBytes() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CLIHarness.shell(
      "cp '\(Self.weekend)' $'in\\xff.json' && \"$CHATSHOT\" check $'in\\xff.json' "
        + "--golden $'g\\xff.png'", in: dir)
    #expect(r.status == 1)
    let command = "  chatshot check $'in\\xFF.json' --golden $'g\\xFF.png' --update\n"
    #expect(r.stderr.hasSuffix(command), "\(r.stderr)")
  }
}
