import ChatShotCore

/// The image files a conversation (avatars) or a theme file (its images) names, each opened
/// once, kept inside the folders it may come from, checked and kept as read.
///
/// Rules, in the order they are checked (README "Avatars", docs/themes.md):
/// 1. An absolute path is refused unless absolute paths are allowed (`--allow-dir`).
/// 2. A relative path is joined to the base folder (the conversation's or the theme's).
///    Its `.`/`..` components are resolved as written; a path that leaves every permitted
///    folder is refused (`.invalidData`).
/// 3. The file must exist (`.unreadableInput`).
/// 4. With symbolic links resolved (`realpath`), it must still be inside a permitted folder;
///    a link pointing elsewhere is refused (`.invalidData`) and never opened.
/// 5. It is opened once (``OpenedFile``): it must be a regular file (`.unreadableInput`),
///    and the file the descriptor holds must be inside a permitted folder: confinement is
///    decided on what was opened, so swapping the path for a link between the check and the
///    open changes nothing.
/// 6. It must be a whole PNG within the limits (``AvatarImageCheck``; `.invalidData`), and
///    all the files together at most `limits.maxImageBytesInTotal` bytes.
///
/// One file named many times (many participants sharing an avatar) is read once.
package final class ConfinedImageFiles {
  /// The permitted folders, canonical where they exist; the first is the base folder.
  let roots: [FilePath]
  let allowsAbsolutePaths: Bool
  /// `.avatar` or `.themeImage`: the words of the messages.
  let role: FileRole
  let limits: InputLimits
  /// Files read so far, by canonical path.
  private var files: [FilePath: ImageFile] = [:]
  private var totalBytes = 0

  package init(roots: [FilePath], allowsAbsolutePaths: Bool, role: FileRole, limits: InputLimits) {
    self.roots = roots
    self.allowsAbsolutePaths = allowsAbsolutePaths
    self.role = role
    self.limits = limits
  }

  /// "avatar path", "image path".
  private var pathNoun: String { role == .avatar ? "avatar path" : "image path" }

  /// "the conversation file's folder", "the theme file's folder".
  private var folder: String {
    role == .themeImage ? "the theme file's folder" : "the conversation file's folder"
  }

  private var outside: String {
    allowsAbsolutePaths ? "outside \(folder) and the allowed roots" : "outside \(folder)"
  }

  /// The file named by the string at `node`, read and checked; `photo` reads it as a
  /// message's photo under the same rules and budget. A photo, or any file with `jpeg`, may
  /// be a PNG or a JPEG (``PhotoImageCheck``); others are PNGs (``AvatarImageCheck``).
  package func file(named node: JSONNode, photo: Bool = false, jpeg: Bool = false)
    throws(InputError)
    -> ImageFile
  {
    let role = photo ? FileRole.photo : self.role
    let pathNoun = photo ? "image path" : self.pathNoun
    let written = try node.nonEmptyString("an image path")
    let shown = quotedKey(written)
    if written.unicodeScalars.contains("\0") {
      throw node.error("\(pathNoun) \(shown) contains a NUL character")
    }
    let path = FilePath(written)
    if path.isAbsolute, !allowsAbsolutePaths {
      throw node.error(
        "absolute \(pathNoun) \(shown) is not allowed; write it relative to \(folder)")
    }
    let joined = roots[0].appending(path)
    guard isInsideRoots(joined.normalized) else {
      throw node.error("\(pathNoun) \(shown) leads \(outside)")
    }
    guard let real = FileSystem.realPath(joined) else {
      let failure: FileFailure =
        FileSystem.lastErrorIsMissing() ? .missing : .cannotOpen(FileSystem.lastErrorText())
      throw node.error(failure.reason(shown, role: role), kind: failure.kind)
    }
    guard isInsideRoots(real) else { throw linkOut(node, shown, to: real, pathNoun) }
    if let known = files[real], photo || known.format == .png { return known }
    let opened: OpenedFile
    do {
      opened = try OpenedFile(real)
    } catch {
      throw node.error(error.reason(shown, role: role), kind: error.kind)
    }
    if let held = opened.canonicalPath() {
      guard isInsideRoots(held) else { throw linkOut(node, shown, to: held, pathNoun) }
    } else if !opened.isFile(at: real) {
      throw node.error("\(role.noun) \(shown) changed while it was being opened")
    }
    if opened.size > limits.maxImageBytes {
      let failure = FileFailure.tooLarge(size: opened.size, limit: limits.maxImageBytes)
      throw node.error(failure.reason(shown, role: role), kind: failure.kind)
    }
    let limit = limits.maxImageBytesInTotal
    if opened.size > limit - totalBytes {
      let owner = role == .avatar ? "this conversation" : "this theme"
      throw node.error(
        "\(role.noun) \(shown) takes the image files of \(owner) past \(limit) bytes "
          + "(\(limit >> 20) MiB) in all, the limit")
    }
    let image: ImageFile
    do {
      image =
        photo || jpeg
        ? try PhotoImageCheck.read(opened, as: real, limits: limits)
        : try AvatarImageCheck.read(opened, as: real, limits: limits)
    } catch {
      throw node.error(error.reason(shown, role: role), kind: error.kind)
    }
    totalBytes += image.bytes.count
    files[real] = image
    return image
  }

  private func linkOut(_ node: JSONNode, _ shown: String, to target: FilePath, _ pathNoun: String)
    -> InputError
  {
    node.error(
      "\(pathNoun) \(shown) is a symbolic link to \(quotedKey(target.description)), \(outside)")
  }

  private func isInsideRoots(_ path: FilePath) -> Bool {
    roots.contains { path.isInside($0) }
  }
}
