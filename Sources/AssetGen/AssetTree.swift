import Foundation

/// Everything the generator owns in a repository, built in memory: the PNGs and
/// `images.json` under `Assets/Images/`, and `BuiltinAssets.swift`, which embeds every file
/// under `Assets/` (generated or hand-written, e.g. `Assets/Themes/*.json`).
struct AssetTree {
  /// Repository-relative path → bytes.
  var files: [String: [UInt8]] = [:]

  /// The folder the generator owns entirely: files there that it did not make are stale.
  static let ownedFolder = "Assets/Images/"

  /// Draws every image and builds the manifest and the embedding for the repo at `repo`.
  static func build(repo: String) throws(AssetGenError) -> AssetTree {
    var tree = AssetTree()
    let images = Catalog.images
    for image in images {
      for scale in Catalog.scales {
        tree.files["Assets/" + Catalog.path(of: image, scale: scale)] = try image.png(scale: scale)
      }
    }
    let manifest = Manifest.json(images, scales: Catalog.scales)
    tree.files["Assets/" + Manifest.path] = Array(manifest.utf8)

    var embedded: [String: [UInt8]] = [:]
    for path in try RepoFiles.list(repo, under: "Assets")
    where isEmbedded(path) && !path.hasPrefix(ownedFolder) {
      embedded[String(path.dropFirst("Assets/".count))] = try RepoFiles.read(repo, path)
    }
    for (path, bytes) in tree.files {
      embedded[String(path.dropFirst("Assets/".count))] = bytes
    }
    tree.files[SwiftEmbedding.path] = Array(SwiftEmbedding.source(embedded).utf8)
    return tree
  }

  /// Whether the file at repository-relative `path` belongs in `BuiltinAssets`: everything
  /// under `Assets/` except READMEs, hidden files and anything inside a folder named
  /// `Generator-excluded`.
  static func isEmbedded(_ path: String) -> Bool {
    let parts = path.split(separator: "/")
    guard parts.first == "Assets", let name = parts.last else { return false }
    if name.hasPrefix("README") || parts.contains(where: { $0.hasPrefix(".") }) {
      return false
    }
    return !parts.contains("Generator-excluded")
  }

  /// Files in the owned folder on disk that this tree does not contain.
  func stale(in repo: String) throws(AssetGenError) -> [String] {
    try RepoFiles.list(repo, under: String(Self.ownedFolder.dropLast()))
      .filter { files[$0] == nil }
  }

  /// Compares with the files on disk; returns one line per difference, sorted.
  func differences(in repo: String) throws(AssetGenError) -> [String] {
    var lines: [String] = []
    for path in files.keys.sorted() {
      guard let onDisk = try? RepoFiles.read(repo, path) else {
        lines.append("missing: \(path)")
        continue
      }
      if onDisk != files[path] { lines.append("differs: \(path)") }
    }
    lines += try stale(in: repo).map { "not generated: \($0)" }
    return lines.sorted()
  }

  /// Writes files whose bytes changed and deletes stale ones; returns (written, removed).
  func write(to repo: String) throws(AssetGenError) -> (written: [String], removed: [String]) {
    var written: [String] = []
    for path in files.keys.sorted() {
      guard let bytes = files[path], (try? RepoFiles.read(repo, path)) != bytes else { continue }
      try RepoFiles.write(repo, path, bytes)
      written.append(path)
    }
    let removed = try stale(in: repo)
    for path in removed { try RepoFiles.remove(repo, path) }
    return (written, removed)
  }
}
