import ChatShotCore
import ChatShotLayout
import ChatShotModel

extension Theme {
  /// SHA-256 of the theme's complete definition (every metric, colour, font and image name,
  /// cap insets, and the content of each image file the theme brings): equal for equal
  /// themes wherever their files are, so a golden can tell that its theme changed even when
  /// the name did not.
  ///
  /// The definition is `canonicalJSON` on one line (keys sorted, exact numbers), each of the
  /// theme's image files given by the SHA-256 of its content as read once, the content that
  /// is drawn ("unreadable" when it cannot be read), never by its path. An explicit
  /// serialisation rather than `String(reflecting:)`: reflection cost ≈ 3 ms a process and
  /// depended on how the toolchain prints values.
  var contentHash: String {
    let definition = canonicalJSON { source in
      (try? source.file().get())?.sha256 ?? "unreadable"
    }
    return SHA256.hash(definition.compact().utf8).hex
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
    if let wallpaper { names.insert(wallpaper) }
    if layout.chrome != nil, let chrome {
      if case .image(let name) = chrome.background { names.insert(name) }
      for item in chrome.items { if let image = item.image { names.insert(image) } }
    }
    return names
  }
}
