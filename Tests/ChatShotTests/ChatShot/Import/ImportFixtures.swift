import Foundation

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// The import fixtures of Tests/Fixtures/import, each with the options it is read with.
enum ImportFixtures {
  struct Fixture: CustomStringConvertible, Sendable {
    /// The golden's name (`Goldens/import/NAME.json`, `NAME.png`).
    var name: String
    /// Relative to Tests/Fixtures/import.
    var path: String
    var me: String?
    var format: ImportFormat
    var description: String { name }

    var options: ImportOptions {
      var options = ImportOptions()
      options.me = me
      return options
    }
  }

  static let directory = Golden.repository.appendingPathComponent("Tests/Fixtures/import")

  static func url(_ path: String) -> URL { directory.appendingPathComponent(path) }

  static let all: [Fixture] = [
    Fixture(
      name: "whatsapp-android-24h-day-first", path: "whatsapp/android-24h-day-first.txt",
      me: "Ann", format: .whatsapp),
    Fixture(
      name: "whatsapp-android-12h-month-first", path: "whatsapp/android-12h-month-first.txt",
      me: "Ann", format: .whatsapp),
    Fixture(
      name: "whatsapp-ios-24h-dots", path: "whatsapp/ios-24h-dots.txt", me: "Ann",
      format: .whatsapp),
    Fixture(
      name: "whatsapp-ios-12h-month-first", path: "whatsapp/ios-12h-month-first.txt", me: "Ann",
      format: .whatsapp),
    Fixture(
      name: "whatsapp-android-klo", path: "whatsapp/android-klo.txt", me: "Ann",
      format: .whatsapp),
    Fixture(
      name: "whatsapp-android-spanish-dashes", path: "whatsapp/android-spanish-dashes.txt",
      me: "Ann", format: .whatsapp),
    Fixture(name: "telegram", path: "telegram/result.json", me: "Ann Lee", format: .telegram),
    Fixture(name: "discord", path: "discord/general.json", me: "Ann", format: .discord),
    Fixture(name: "slack", path: "slack/general", me: "Ann", format: .slack),
    Fixture(name: "chatbot", path: "chatbot/transcript.json", format: .chatbot),
    Fixture(name: "chatbot-bare", path: "chatbot/bare.json", format: .chatbot),
    Fixture(name: "script", path: "script/lunch.chat", format: .script),
  ]

  /// The fixture imported with `options` (its own when nil).
  static func conversation(_ fixture: Fixture, options: ImportOptions? = nil) throws
    -> Conversation
  {
    try ChatImporter.conversation(
      contentsOf: FilePath(url(fixture.path).path), options: options ?? fixture.options)
  }

  /// Where `chatshot import` would write the fixture's JSON in the tests: `imported.json` in
  /// the export's folder (beside its photos).
  static func output(_ fixture: Fixture) -> FilePath {
    let folder =
      fixture.format == .slack ? fixture.path : (fixture.path as NSString).deletingLastPathComponent
    return FilePath(url(folder).appendingPathComponent("imported.json").path)
  }

  /// The PNG of `conversation` at scale 1.
  static func png(_ conversation: Conversation, renderer: ChatRenderer) throws -> [UInt8] {
    var options = RenderOptions()
    options.scale = 1
    return try renderer.render(conversation, options: options).bytes
  }
}
