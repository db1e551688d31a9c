import Foundation

extension Theme {
  /// SHA-256 of the theme's complete definition (every metric, colour, font and image name,
  /// and the content of each image file the theme brings): equal for equal themes wherever
  /// their files are, so a golden can tell that its theme changed even when the name did not.
  ///
  /// The definition is Swift's `String(reflecting:)` of the theme without its image table,
  /// then each theme image sorted by name, with its files' SHA-256 by resolution (never their
  /// paths). A toolchain that prints values differently would report the theme as changed
  /// once.
  var contentHash: String {
    var definition = self
    definition.images = [:]
    var text = String(reflecting: definition)
    for (name, image) in images.sorted(by: { $0.key < $1.key }) {
      text +=
        "\nimage \(name) \(String(reflecting: image.size)) \(String(reflecting: image.capInsets))"
      for (n, path) in image.files.sorted(by: { $0.key < $1.key }) {
        let digest = FileManager.default.contents(atPath: path).map { SHA256.hash($0).hex }
        text += " @\(n)x \(digest ?? "unreadable")"
      }
    }
    return SHA256.hash(Array(text.utf8)).hex
  }

  /// The names of the images a layout draws: balloons, avatars of participants without a
  /// file of their own, and the input bar's images when it is drawn.
  func imageNames(drawnIn layout: TimelineLayout, conversation: Conversation) -> Set<String> {
    var names = Set<String>()
    for row in layout.rows {
      let appearance = row.isLocal ? bubble.local : bubble.other
      if case .image(let name) = appearance.background { names.insert(name) }
      if let style = avatar, conversation.participant(row.from)?.avatar == nil {
        names.insert(row.isLocal ? style.localImage : style.otherImage)
      }
    }
    if layout.chrome != nil, let chrome {
      if case .image(let name) = chrome.background { names.insert(name) }
      for item in chrome.items { names.insert(item.image) }
    }
    return names
  }
}
