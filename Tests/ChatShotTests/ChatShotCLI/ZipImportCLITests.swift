import Foundation
import Testing

@testable import ChatShotCore
@testable import ChatShotModel

/// `chatshot EXPORT.zip` end to end with the built executable: a WhatsApp zip renders with
/// its photo, and a hostile one is refused with exit 65 naming the member.
struct ZipImportCLITests {
  static func fixture(_ name: String) -> String {
    Golden.repository.appendingPathComponent("Tests/Fixtures/import-zip/" + name).path
  }

  @Test func aWhatsAppZipRendersWithItsPhoto() throws {
    let zip = Self.fixture("WhatsApp Chat with Mikko.zip")
    let png = try CLIHarness.run([zip, "--me", "Ann", "--scale", "1", "-o", "-"])
    #expect(png.status == 0, "\(png.stderr)")
    #expect(png.stdout.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    let json = try CLIHarness.run(["import", zip, "--me", "Ann"])
    #expect(json.status == 0, "\(json.stderr)")
    #expect(json.stdoutText.contains(#""image""#))
    #expect(json.stdoutText.contains("IMG-20170306-WA0001.jpg"))
    // The same chat without its photo (the zip's text alone) draws another picture.
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let contents = try ZipExport.contents(FilePath(zip), limits: .default)
    let text = dir.appendingPathComponent("chat.txt")
    try Data(try #require(contents.texts.first).bytes).write(to: text)
    let alone = try CLIHarness.run([text.path, "--me", "Ann", "--scale", "1", "-o", "-"])
    #expect(alone.status == 0, "\(alone.stderr)")
    #expect(!alone.stdout.isEmpty && alone.stdout != png.stdout)
  }

  @Test func aHostileZipIsRefusedNamingTheMember() throws {
    let r = try CLIHarness.run([Self.fixture("dotdot.zip"), "--me", "Ann", "-o", "-"])
    #expect(r.status == 65)
    #expect(r.stderr.contains("dotdot.zip: member '../escape.txt': a path with '..'"))
    #expect(r.stdout.isEmpty)
  }

  @Test func aSlackZipRendersTheChannelChosenByChannel() throws {
    let zip = Self.fixture("slack-export.zip")
    let png = try CLIHarness.run([zip, "--me", "Ann", "--channel", "dev-ops", "-o", "-"])
    #expect(png.status == 0, "\(png.stderr)")
    #expect(png.stdout.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    let json = try CLIHarness.run(["import", zip, "--me", "Cleo Park", "--channel", "C0M1GEN01"])
    #expect(json.status == 0, "\(json.stderr)")
    #expect(json.stdoutText.contains(##""title": "#general""##), "\(json.stdoutText)")
    let missing = try CLIHarness.run([zip, "--me", "Ann", "-o", "-"])
    #expect(missing.status == 65)
    #expect(
      missing.stderr.contains(
        "the export holds 2 channels; add --channel NAME|ID (channels: 'dev-ops' (id C0M2DEV02), "
          + "'general' (id C0M1GEN01))"), "\(missing.stderr)")
    #expect(missing.stdout.isEmpty)
    let unknown = try CLIHarness.run([zip, "--me", "Ann", "--channel", "random", "-o", "-"])
    #expect(unknown.status == 64)
    #expect(
      unknown.stderr.contains("--channel 'random' names no channel of this export (channels: "),
      "\(unknown.stderr)")
  }
}
