import ChatShot

/// The missing parent folders of a command's output files, made (as `mkdir -p`) just before
/// the files are, as `--out-dir` makes its folder; removed again, innermost first, when the
/// command fails, so that a failure leaves nothing behind.
struct ParentFolders {
  /// The folders made, outermost first.
  private(set) var made: [String] = []

  /// Makes the folder of each path in `files` (`-`, standard output, has none).
  static func make(for files: [String]) throws(OutputError) -> ParentFolders {
    var folders = ParentFolders()
    for file in files where file != "-" {
      let folder = Paths.directory(of: file)
      guard folder != ".", FileSystem.kind(of: folder) != .directory else { continue }
      let result = FileSystem.createMissingDirectories(folder)
      folders.made += result.created
      if result.code != 0 {
        folders.remove()
        throw .cannotCreate(path: file, code: result.code)
      }
    }
    return folders
  }

  /// Removes the folders made (those still empty), innermost first.
  func remove() {
    for folder in made.reversed() { FileSystem.removeEmptyDirectory(folder) }
  }
}
