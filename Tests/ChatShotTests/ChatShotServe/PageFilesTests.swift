import Foundation
import Testing

@testable import ChatShotServe

/// The page served is Sources/ChatShotServe/Page/ as committed, byte for byte (SwiftPM's
/// `.embedInCode`).
@Suite struct PageFilesTests {
  @Test func embeddedFilesAreTheAssets() throws {
    let folder = Golden.repository.appendingPathComponent("Sources/ChatShotServe/Page")
    for (name, text) in [
      ("index.html", PageFiles.indexHTML), ("page.js", PageFiles.pageJS),
      ("page.css", PageFiles.pageCSS),
    ] {
      let file = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      #expect(text == file, "\(name) differs from the page served")
    }
  }

  /// Every form control of the page has a label a screen reader announces.
  @Test func everyControlIsLabelled() {
    let html = PageFiles.indexHTML
    for id in ["editor", "theme", "appearance", "device", "scale"] {
      #expect(html.contains("for=\"\(id)\""), "no <label for=\"\(id)\">")
    }
    #expect(!html.contains("http://") && !html.contains("https://"), "no resource from elsewhere")
  }
}
