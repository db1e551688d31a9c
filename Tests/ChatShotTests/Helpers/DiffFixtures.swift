import Foundation

@testable import ChatShot
@testable import ChatShotCLI
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// pixelmatch's fixtures and the paths the diff tests need.
enum DiffFixtures {
  /// `<repo>`, as the goldens find it.
  static let repository: URL = Golden.repository

  /// `Tests/Fixtures/pixelmatch` in the repository (a copy of `shared/fixtures/pixelmatch`,
  /// so that a clone anywhere has them); nil when missing.
  static let directory: URL? = {
    let candidate = repository.appendingPathComponent("Tests/Fixtures/pixelmatch")
    let exists = FileManager.default.fileExists(
      atPath: candidate.appendingPathComponent("CASES.md").path)
    return exists ? candidate : nil
  }()

  /// The path of fixture `name` (`"1a"` → `…/1a.png`, `"expected-v7.2.0/1diff"` too).
  static func path(_ name: String) throws -> String {
    guard let directory else {
      throw FixtureMissing(
        "pixelmatch fixtures not found at \(repository.path)/Tests/Fixtures/pixelmatch")
    }
    return directory.appendingPathComponent(name + ".png").path
  }

  /// Fixture `name` decoded to RGBA8.
  static func image(_ name: String) throws -> RGBAImage {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path(name))))
    return try PNGReader.decode(bytes).image
  }

  struct FixtureMissing: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }
}
