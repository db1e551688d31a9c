import ChatShotCore

/// A WhatsApp export zip read in place (docs/import.md#zips): the chat's `.txt` is read in
/// a first pass over the archive, which lists every member; the photos the kept messages
/// show are read in a second pass, each under the photo caps, and nothing else is inflated.
enum ZipExport {
  /// Whether `bytes` begin like a zip (`PK\3\4`, or an empty archive's `PK\5\6`).
  static func isZip(_ bytes: ArraySlice<UInt8>) -> Bool {
    bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) || bytes.starts(with: [0x50, 0x4B, 0x05, 0x06])
  }

  /// What the first pass found: every file's name, the chat texts at the top level, and a
  /// Slack export's lists (`users.json` and `SlackImporter.chatLists`) there or one folder
  /// down, by their members' names.
  struct Contents {
    var files: Set<String> = []
    var texts: [(name: String, bytes: [UInt8])] = []
    var lists: [String: [UInt8]] = [:]
  }

  /// The lists of a Slack export that the first pass reads.
  static let slackLists = Set(["users.json"] + SlackImporter.chatLists.map(\.file))

  /// Lists the zip at `path` and reads its top-level `.txt` files and Slack lists.
  static func contents(_ path: FilePath, limits: InputLimits) throws(InputError) -> Contents {
    let archive = try ExportArchive(path: path)
    var found = Contents()
    var textBytes = 0
    while let name = try archive.next() {
      guard !name.hasSuffix("/") else { continue }
      found.files.insert(name)
      // A Slack list at the top, or in one folder (an export zipped again in its folder).
      let parts = name.split(separator: "/")
      let isList = parts.count <= 2 && slackLists.contains(String(parts.last ?? ""))
      guard isList || (name.lowercased().hasSuffix(".txt") && !name.contains("/")) else {
        continue
      }
      let bytes = try archive.text(
        member: name, limits: limits, total: &textBytes, what: "the text files of the archive")
      if isList { found.lists[name] = bytes } else { found.texts.append((name, bytes)) }
    }
    return found
  }

  /// The chat of a WhatsApp zip: `_chat.txt` (iOS), else the one text file
  /// (`WhatsApp Chat with Ann.txt`, Android).
  static func chatText(_ contents: Contents, file: String) throws(InputError) -> (
    name: String, bytes: [UInt8]
  ) {
    if let chat = contents.texts.first(where: { $0.name == "_chat.txt" }) { return chat }
    if contents.texts.count == 1 { return contents.texts[0] }
    let names = contents.texts.map { quotedKey($0.name) }.joined(separator: ", ")
    throw ExportArchive.error(
      file,
      contents.texts.isEmpty
        ? "no chat in this zip: a WhatsApp export holds a .txt file at its top"
        : "more than one text file in this zip (\(names)); a WhatsApp export holds one")
  }

  /// Reads the photos `names` from the zip at `path` in one pass, each checked as a photo
  /// and counted in the photo caps while it is inflated.
  static func photos(_ names: Set<String>, from path: FilePath, limits: InputLimits)
    throws(InputError) -> [String: ImageFile]
  {
    guard !names.isEmpty else { return [:] }
    let archive = try ExportArchive(path: path)
    var found: [String: ImageFile] = [:]
    var total = 0
    while let name = try archive.next(), found.count < names.count {
      guard names.contains(name) else { continue }
      let bytes = try archive.data(limit: limits.maxImageBytes, member: name)
      total += bytes.count
      guard total <= limits.maxImageBytesInTotal else {
        throw ExportArchive.error(
          path.description,
          "member \(quotedKey(name)) takes the photos past "
            + "\(limits.maxImageBytesInTotal) bytes in all, the limit")
      }
      do {
        found[name] = try PhotoImageCheck.check(
          bytes, path: FilePath(path.description + "/" + name), limits: limits)
      } catch {
        throw ExportArchive.error(
          path.description, "member \(quotedKey(name)): " + error.reason("it", role: .photo))
      }
    }
    return found
  }
}
