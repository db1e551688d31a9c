import Foundation

/// File access relative to a repository root, with errors that name the path and reason.
enum RepoFiles {
  /// Repository-relative paths of the regular files under `folder`, sorted; empty if the
  /// folder does not exist.
  static func list(_ repo: String, under folder: String) throws(AssetGenError) -> [String] {
    let root = repo + "/" + folder
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue
    else { return [] }
    let subpaths: [String]
    do {
      subpaths = try manager.subpathsOfDirectory(atPath: root)
    } catch {
      throw .io("cannot list '\(root)': \(error.localizedDescription)")
    }
    return subpaths.filter { sub in
      var dir: ObjCBool = false
      return manager.fileExists(atPath: root + "/" + sub, isDirectory: &dir) && !dir.boolValue
    }.map { folder + "/" + $0 }.sorted()
  }

  static func read(_ repo: String, _ path: String) throws(AssetGenError) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: repo + "/" + path) else {
      throw .io("cannot read '\(repo)/\(path)'")
    }
    return [UInt8](data)
  }

  /// Writes atomically, creating parent folders.
  static func write(_ repo: String, _ path: String, _ bytes: [UInt8]) throws(AssetGenError) {
    let url = URL(fileURLWithPath: repo + "/" + path)
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url, options: .atomic)
    } catch {
      throw .io("cannot write '\(url.path)': \(error.localizedDescription)")
    }
  }

  static func remove(_ repo: String, _ path: String) throws(AssetGenError) {
    do {
      try FileManager.default.removeItem(atPath: repo + "/" + path)
    } catch {
      throw .io("cannot remove '\(repo)/\(path)': \(error.localizedDescription)")
    }
  }

  /// The nearest folder at or above the working directory holding `Package.swift` and
  /// `Sources/AssetGen`, or nil.
  static func findRepo() -> String? {
    var url = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    while true {
      if FileManager.default.fileExists(atPath: url.path + "/Package.swift"),
        FileManager.default.fileExists(atPath: url.path + "/Sources/AssetGen")
      {
        return url.path
      }
      let parent = url.deletingLastPathComponent()
      if parent.path == url.path { return nil }
      url = parent
    }
  }
}
