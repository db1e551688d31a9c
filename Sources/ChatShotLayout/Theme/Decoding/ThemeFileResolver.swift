import ChatShotCore
import ChatShotModel

/// Turns an image path written in a theme file into the image file, read once and checked,
/// inside the theme file's folder (or a folder below it).
///
/// The rules of ``ConfinedImageFiles`` (those of avatars), with the theme's folder as the
/// only root: absolute paths are refused; `.`/`..` may not leave the folder; after resolving
/// symbolic links the file must still be inside it (`.invalidData`); a missing file or one
/// that is not a regular file is `.unreadableInput`; the file must be a whole PNG within the
/// image limits.
struct ThemeFileResolver {
  /// The theme file's folder, canonical.
  let root: FilePath
  private let files: ConfinedImageFiles

  init(themeDirectory: FilePath, limits: InputLimits = .default) {
    root = FileSystem.canonicalDirectory(themeDirectory)
    files = ConfinedImageFiles(
      roots: [root], allowsAbsolutePaths: false, role: .themeImage, limits: limits)
  }

  /// The image file named by the string at `node`, read and checked.
  func resolve(_ node: JSONNode) throws(InputError) -> ImageFile {
    try files.file(named: node)
  }
}
