import ChatShot

/// The file `chatshot preview FILE` shows: read for the page, saved from it when the user
/// presses Save, watched for changes that every open page hears of (Server-Sent Events).
package final class PreviewSource: @unchecked Sendable {
  /// The file as given on the command line.
  package let path: String
  /// Its folder, where its photos and avatars are read from.
  package let folder: String
  /// Its file name, as the page and messages call it.
  package let name: String
  private let limit: Int
  private let condition = Condition()
  /// Guarded by `condition`.
  private var streams: [EventStream] = []
  private var changes = 0
  private var watcher: FileWatcher?

  /// Watches `path` (which must be a readable file) and the folders beside it.
  package init(path: String, limit: Int) throws {
    self.path = path
    folder = Paths.directory(of: path)
    name = Paths.fileName(path)
    self.limit = limit
    _ = try source()
    watcher = FileWatcher(folders: Self.watchedFolders(folder)) { [weak self] in
      self?.changed()
    }
  }

  /// Changes seen so far (the page compares it with the one its text came with).
  package var version: Int { condition.withLock { changes } }

  /// The file's text.
  package func source() throws -> String {
    let bytes = try InputFile.read(FilePath(path), role: .conversation, limit: limit)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Replaces the file with `bytes`, atomically (a temporary file renamed over it).
  package func save(_ bytes: [UInt8]) throws {
    try OutputFiles.write(bytes, to: path)
  }

  /// A new stream of `change` events for one page.
  package func events() -> EventStream {
    let stream = EventStream()
    condition.withLock {
      streams.removeAll { $0.isClosed }
      streams.append(stream)
    }
    stream.send("hello", data: "{\"version\":\(version)}")
    return stream
  }

  /// Ends every page's stream (the server is stopping).
  package func closeStreams() {
    let all = condition.withLock {
      defer { streams = [] }
      watcher = nil
      return streams
    }
    for stream in all { stream.close() }
  }

  private func changed() {
    let (all, version) = condition.withLock {
      changes += 1
      streams.removeAll { $0.isClosed }
      return (streams, changes)
    }
    for stream in all { stream.send("change", data: "{\"version\":\(version)}") }
  }

  /// The file's folder and the folders in it (photos and avatars are often in one).
  private static func watchedFolders(_ folder: String) -> [String] {
    let entries = FileSystem.entries(of: FilePath(folder)) ?? []
    let subfolders = entries.filter {
      !$0.description.hasPrefix(".")
        && FileSystem.kind(of: FilePath(folder).appending($0)) == .directory
    }
    return [folder] + subfolders.prefix(32).map { FilePath(folder).appending($0).description }
  }
}
