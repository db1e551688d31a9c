import ChatShotCore

/// The folder an export lives in: attachments the export names are looked for only there,
/// under the rules of the avatar files (`ConfinedImageFiles`): a name with a folder in it,
/// `..`, or a link leading out of the folder counts as not present, and nothing is read.
struct ExportFolder {
  /// The folder, canonical; nil for standard input (no attachment is ever present).
  let root: FilePath?

  init(exportPath: FilePath?) {
    root = exportPath.map { FileSystem.canonicalDirectory($0.directory) }
  }

  init(directory: FilePath) {
    root = FileSystem.canonicalDirectory(directory)
  }

  /// Whether `name` (relative to the folder) is a regular file inside it.
  func contains(_ name: String) -> Bool {
    guard let root, !name.isEmpty, !name.unicodeScalars.contains("\0") else { return false }
    let path = FilePath(name)
    guard !path.isAbsolute else { return false }
    let joined = root.appending(path)
    guard joined.normalized.isInside(root), let real = FileSystem.realPath(joined),
      real.isInside(root)
    else { return false }
    return FileSystem.kind(of: real) == .regular
  }
}
