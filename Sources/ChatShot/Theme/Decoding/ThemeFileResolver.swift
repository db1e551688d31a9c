/// Turns an image path written in a theme file into the canonical path of an existing file
/// inside the theme file's folder (or a folder below it).
///
/// The rules of `AvatarResolver`, with the theme's folder as the only root: absolute paths
/// are refused; `.`/`..` may not leave the folder; after resolving symbolic links the file
/// must still be inside it (`.invalidData`); a missing, unreadable or directory path is `.unreadableInput`.
struct ThemeFileResolver {
  /// The theme file's folder, canonical.
  let root: String

  init(themeDirectory: String) {
    let cwd = FileSystem.currentDirectory()
    let absolute = themeDirectory.hasPrefix("/") ? themeDirectory : cwd + "/" + themeDirectory
    root = FileSystem.realPath(absolute) ?? AvatarResolver.normalize(absolute)
  }

  /// The canonical path of the file named by the string at `node`.
  func resolve(_ node: JSONNode) throws(InputError) -> String {
    let written = try node.nonEmptyString("an image path")
    let shown = quotedKey(written)
    if written.unicodeScalars.contains("\0") {
      throw node.error("image path \(shown) contains a NUL character")
    }
    if written.hasPrefix("/") {
      throw node.error(
        "absolute image path \(shown) is not allowed; write it relative to the theme file's folder")
    }
    let joined = root + "/" + written
    guard isInside(AvatarResolver.normalize(joined)) else {
      throw node.error("image path \(shown) leads outside the theme file's folder")
    }
    guard let real = FileSystem.realPath(joined) else {
      if FileSystem.lastErrorIsMissing() {
        throw node.error("image file \(shown) does not exist", kind: .unreadableInput)
      }
      throw node.error(
        "cannot read image file \(shown): \(FileSystem.lastErrorText())", kind: .unreadableInput)
    }
    guard isInside(real) else {
      throw node.error(
        "image path \(shown) is a symbolic link to \(quotedKey(real)), outside the theme file's folder"
      )
    }
    if FileSystem.kind(of: real) == .directory {
      throw node.error("image path \(shown) is a directory, not a PNG file", kind: .unreadableInput)
    }
    guard FileSystem.isReadable(real) else {
      throw node.error(
        "cannot read image file \(shown): \(FileSystem.lastErrorText())", kind: .unreadableInput)
    }
    return real
  }

  private func isInside(_ path: String) -> Bool {
    root == "/" || path == root || path.hasPrefix(root + "/")
  }
}
