import ChatShotCore
import ChatShotLayout
import ChatShotModel

extension Theme {
  /// SHA-256 of the theme's complete definition (every metric, colour, font and image name,
  /// cap insets, and the content of each image file the theme brings): equal for equal
  /// themes wherever their files are, so a golden can tell that its theme changed even when
  /// the name did not.
  ///
  /// The definition is the theme's `Encodable` form through `CanonicalJSONEncoder`, on one
  /// line (keys sorted, exact numbers): every stored field by its name, nil as `null`
  /// (except the sections marked `AbsentWhenNil`), each of the theme's image files given by
  /// the SHA-256 of its content as read once, the content that is drawn ("unreadable" when
  /// it cannot be read), never by its path. A field added to a theme type is in it with
  /// nothing more to write.
  var contentHash: String {
    SHA256.hash(CanonicalJSONEncoder().encode(self).compact().utf8).hex
  }

  /// The definition `contentHash` hashes, with each image file given as `fileDigest` says
  /// (tests give a constant, to compare the fields).
  func canonicalJSON(fileDigest: @escaping (ImageSource) -> String) -> JSONOutput {
    CanonicalJSONEncoder(userInfo: [.imageDigest: fileDigest]).encode(self)
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
