import ChatShotCore

/// Turns an avatar path written in a conversation file into the avatar file, read once and
/// checked, that stays inside the permitted folders: the conversation file's folder (the
/// current directory for standard input) and the allowed roots.
///
/// The rules are those of ``ConfinedImageFiles``: absolute paths only with allowed roots,
/// no `..` or symbolic link that leaves every permitted folder (`.invalidData`), a missing
/// file or one that is not a regular file is `.unreadableInput`, and the file must be a whole
/// PNG within `limits` (``AvatarImageCheck``; `.invalidData`).
struct AvatarResolver {
  /// The base directory and the allowed roots, canonical where they exist.
  let roots: [FilePath]
  let limits: InputLimits
  /// Files already read: many participants may share one image.
  private let files: ConfinedImageFiles

  init(baseDirectory: FilePath?, allowedRoots: [FilePath], limits: InputLimits = .default) {
    self.limits = limits
    let base = FileSystem.canonicalDirectory(baseDirectory ?? FilePath("."))
    roots = [base] + allowedRoots.map(FileSystem.canonicalDirectory)
    files = ConfinedImageFiles(
      roots: roots, allowsAbsolutePaths: !allowedRoots.isEmpty, role: .avatar, limits: limits)
  }

  /// The avatar file (PNG or JPEG, as a photo) named by the string at `node`, read and
  /// checked.
  func resolve(_ node: JSONNode) throws(InputError) -> ImageFile {
    try files.file(named: node, jpeg: true)
  }

  /// The photo (PNG or JPEG) named by the string at `node`, read and checked under the same
  /// rules, sharing the conversation's budget of image bytes.
  func resolvePhoto(_ node: JSONNode) throws(InputError) -> ImageFile {
    try files.file(named: node, photo: true)
  }

  /// `path` (absolute) with empty, `.` and `..` components resolved as written, without
  /// looking at the file system. `..` above `/` stays at `/`.
  static func normalize(_ path: String) -> String {
    FilePath(path).normalized.description
  }
}
