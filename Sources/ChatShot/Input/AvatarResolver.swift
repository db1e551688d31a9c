/// Turns an avatar path written in a conversation file into the canonical path of an
/// existing image file that stays inside the permitted folders.
///
/// Rules, in the order they are checked:
/// 1. An absolute path is refused unless `allowedRoots` is non-empty.
/// 2. A relative path is joined to the base directory (the conversation file's folder, or the
///    current directory for standard input). Its `.`/`..` components are resolved as written;
///    a path that leaves every permitted folder (the base directory and `allowedRoots`) is
///    refused (`.invalidData`).
/// 3. The file must exist, be readable and not be a directory (`.unreadableInput` otherwise).
/// 4. With symbolic links resolved (`realpath`), it must still be inside a permitted folder;
///    a link pointing elsewhere is refused (`.invalidData`).
/// 5. It must be a whole PNG within `limits` (`AvatarImageCheck`; `.invalidData`).
struct AvatarResolver {
  /// The base directory, canonical where it exists.
  let base: String
  /// The base directory and the allowed roots, canonical where they exist.
  let roots: [String]
  let allowsAbsolutePaths: Bool
  let limits: InputLimits
  /// Files already checked by `AvatarImageCheck`: many participants may share one image.
  private let checked = CheckedFiles()

  private final class CheckedFiles {
    var paths: Set<String> = []
  }

  init(baseDirectory: String?, allowedRoots: [String], limits: InputLimits = .default) {
    self.limits = limits
    let cwd = FileSystem.currentDirectory()
    func canonical(_ path: String) -> String {
      let absolute = path.hasPrefix("/") ? path : cwd + "/" + path
      return FileSystem.realPath(absolute) ?? Self.normalize(absolute)
    }
    base = canonical(baseDirectory ?? cwd)
    roots = [base] + allowedRoots.map(canonical)
    allowsAbsolutePaths = !allowedRoots.isEmpty
  }

  /// The canonical path of the avatar named by the string at `node`.
  func resolve(_ node: JSONNode) throws(InputError) -> String {
    let written = try node.nonEmptyString("an image path")
    let shown = quotedKey(written)
    let outside =
      allowsAbsolutePaths
      ? "outside the conversation file's folder and the allowed roots"
      : "outside the conversation file's folder"
    if written.unicodeScalars.contains("\0") {
      throw node.error("avatar path \(shown) contains a NUL character")
    }
    let absolute = written.hasPrefix("/")
    if absolute, !allowsAbsolutePaths {
      throw node.error(
        "absolute avatar path \(shown) is not allowed; write it relative to the conversation file's folder"
      )
    }
    let joined = absolute ? written : base + "/" + written
    guard isInsideRoots(Self.normalize(joined)) else {
      throw node.error("avatar path \(shown) leads \(outside)")
    }
    guard let real = FileSystem.realPath(joined) else {
      if FileSystem.lastErrorIsMissing() {
        throw node.error("avatar file \(shown) does not exist", kind: .unreadableInput)
      }
      throw node.error(
        "cannot read avatar file \(shown): \(FileSystem.lastErrorText())", kind: .unreadableInput)
    }
    guard isInsideRoots(real) else {
      throw node.error("avatar path \(shown) is a symbolic link to \(quotedKey(real)), \(outside)")
    }
    if FileSystem.kind(of: real) == .directory {
      throw node.error("avatar path \(shown) is a directory, not an image file", kind: .unreadableInput)
    }
    guard FileSystem.isReadable(real) else {
      throw node.error(
        "cannot read avatar file \(shown): \(FileSystem.lastErrorText())", kind: .unreadableInput)
    }
    if !checked.paths.contains(real) {
      try AvatarImageCheck.check(real, shown: shown, node: node, limits: limits)
      checked.paths.insert(real)
    }
    return real
  }

  private func isInsideRoots(_ path: String) -> Bool {
    roots.contains { root in
      root == "/" || path == root || path.hasPrefix(root + "/")
    }
  }

  /// `path` (absolute) with empty, `.` and `..` components resolved as written, without
  /// looking at the file system. `..` above `/` stays at `/`.
  static func normalize(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..": _ = parts.popLast()
      default: parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }
}
