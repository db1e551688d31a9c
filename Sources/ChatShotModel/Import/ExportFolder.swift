import ChatShotCore

/// The folder an export lives in: attachments the export names are looked for only there,
/// under the rules of the avatar files (`ConfinedImageFiles`): a name with a folder in it,
/// `..`, or a link leading out of the folder counts as not present, and nothing is read.
struct ExportFolder {
  /// The folder, canonical; nil for standard input (no attachment is ever present) and for
  /// a zip.
  let root: FilePath?
  /// A zip export's files (their names inside it, already checked by `ExportArchive`).
  private var members: Set<String>?

  init(exportPath: FilePath?) {
    root = exportPath.map { FileSystem.canonicalDirectory($0.directory) }
  }

  init(directory: FilePath) {
    root = FileSystem.canonicalDirectory(directory)
  }

  /// The files of a zip export: an attachment is present when it is one of them.
  init(archiveMembers: Set<String>) {
    root = nil
    members = archiveMembers
  }

  /// Whether `name` (relative to the folder) is a regular file inside it.
  func contains(_ name: String) -> Bool {
    if let members { return members.contains(name) }
    guard let root, !name.isEmpty, !name.unicodeScalars.contains("\0") else { return false }
    let path = FilePath(name)
    guard !path.isAbsolute else { return false }
    let joined = root.appending(path)
    guard joined.normalized.isInside(root), let real = FileSystem.realPath(joined),
      real.isInside(root)
    else { return false }
    return FileSystem.kind(of: real) == .regular
  }

  /// The bytes of the export's member `name` (a day file, `users.json`), at most `limit`:
  /// opened by its real path only when that lies inside the folder, so a link that leads
  /// out of the export is refused, by the member's name alone and without a byte of the
  /// file it leads to.
  func read(member name: String, limit: Int) throws(InputError) -> [UInt8] {
    guard let root else {
      throw InputError(file: name, reason: "an export member needs the export's folder")
    }
    let path = root.appending(FilePath(name))
    let shown = path.description
    guard let real = FileSystem.realPath(path) else {
      throw InputError(
        file: shown, reason: "\(quotedKey(shown)) cannot be opened", kind: .unreadableInput)
    }
    guard real.isInside(root), path.normalized.isInside(root) else {
      throw InputError(
        file: shown,
        reason: "\(quotedKey(shown)) is a symbolic link leading out of the export's folder; "
          + "it is not read",
        kind: .invalidData)
    }
    do {
      return try OpenedFile(real, followingLastLink: false).readAll(limit: limit)
    } catch {
      throw InputError(
        file: shown, reason: error.reason(quotedKey(name), role: .conversation),
        kind: error.kind)
    }
  }
}
