import ChatShotCore

/// The images a theme may name: those its file defines, then the built-in ones.
struct ThemeImageNames {
  var theme: [String: ThemeImage]
  var manifest: ImageManifest

  /// The cap insets of image `name`: `.some(nil)` for an image that does not stretch, nil
  /// when there is no such image.
  func caps(of name: String) -> EdgeInsets?? {
    if let image = theme[name] { return .some(image.capInsets) }
    if let entry = manifest.images[name] { return .some(entry.caps) }
    return nil
  }

  /// The image name at `node`, checked to exist (and to have cap insets when it must
  /// stretch, as a bubble background does).
  func name(_ node: JSONNode, stretchable: Bool) throws(InputError) -> String {
    let name = try node.nonEmptyString("an image name")
    guard let caps = caps(of: name) else {
      throw node.error(
        "no image named \(quotedKey(name)); define it under \"images\" or use a built-in one: "
          + manifest.images.keys.sorted().joined(separator: ", "))
    }
    if stretchable, caps == nil {
      throw node.error(
        "image \(quotedKey(name)) has no capInsets, so it cannot be stretched around text")
    }
    return name
  }
}
