import ChatShotCore

/// A Slack export zip ("Export workspace data") read in place (docs/import.md#zips): the
/// first pass (`ZipExport.contents`) lists its members and reads `users.json`,
/// `channels.json`, `groups.json`, `dms.json` and `mpims.json` at its top (or in the one folder holding the export); one channel folder of day files is chosen
/// (`--chat`/`--channel`, by the folder's or the listed channel's name or id, else the only
/// one) and its day files are read in a second pass, then in name order. Nothing is
/// extracted; errors name a day file as `export.zip/general/2024-05-13.json`.
enum SlackZip {
  /// The export's folder in the zip (`""`, or `Acme export/` when it was zipped again in a
  /// folder of its own) and its channel folders: each folder holding day files
  /// (`general/2024-05-13.json`), with its day files' members in name order.
  static func channels(_ files: Set<String>) -> (base: String, folders: [String: [String]]) {
    var found: [String: [String: [String]]] = [:]
    for name in files {
      let parts = name.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count == 2 || parts.count == 3, !parts.contains(""),
        let day = parts.last, SlackImporter.isDayFile(Array(day.utf8))
      else { continue }
      let base = parts.count == 3 ? parts[0] + "/" : ""
      found[base, default: [:]][String(parts[parts.count - 2]), default: []].append(name)
    }
    // At the top, else in the one folder that holds them all.
    guard let base = found[""] != nil ? "" : (found.count == 1 ? found.keys.first : nil) else {
      return ("", [:])
    }
    return (base, found[base]?.mapValues { $0.sorted() } ?? [:])
  }

  /// Whether a zip of `contents` is a Slack export: no chat text at its top, and channel
  /// folders of day files.
  static func isSlack(_ contents: ZipExport.Contents) -> Bool {
    contents.texts.isEmpty && !channels(contents.files).folders.isEmpty
  }

  /// Reads the chosen channel of the zip at `path`: the name errors give (the zip and the
  /// channel's folder), the chat and the messages kept.
  static func read(_ path: FilePath, contents: ZipExport.Contents, options: ImportOptions)
    throws(InputError) -> (file: String, chat: ImportedChat, collector: SelectionCollector)
  {
    let (base, folders) = channels(contents.files)
    guard !folders.isEmpty else {
      throw ExportArchive.error(
        path.description,
        "no Slack channel in this zip: a Slack export holds a folder of day files "
          + "(YYYY-MM-DD.json) for each channel")
    }
    var slack = SlackImporter(options: options, folder: ExportFolder(archiveMembers: []))
    if let users = contents.lists[base + "users.json"] {
      slack.addUsers(
        SlackImporter.list(users, file: "\(path)/users.json", limits: options.limits) ?? [])
    }
    for (name, kind) in SlackImporter.chatLists {
      guard let bytes = contents.lists[base + name] else { continue }
      slack.addChats(
        SlackImporter.list(bytes, file: "\(path)/\(name)", limits: options.limits) ?? [],
        kind: kind)
    }
    let folder = try choose(folders.keys.sorted(), slack: slack, options: options, path: path)
    let file = "\(path)/\(folder)"
    slack.chat.title = slack.title(folder: folder)
    var collector = try SelectionCollector(
      options.selection, file: file, maxMessages: options.limits.maxMessages)
    let days = try read(Set(folders[folder] ?? []), from: path, limits: options.limits)
    for (name, bytes) in days.sorted(by: { $0.key < $1.key }) {
      let root = try FormatDetection.parseJSON(
        bytes, file: "\(path)/\(name)", limits: options.limits)
      try slack.readDay(root, into: &collector)
      if collector.isDone { break }
    }
    return (file, slack.chat, collector)
  }

  /// The channel folder `options.chat` names among `folders` (`ChatChoice`): a folder
  /// listed in `channels.json` is named by the channel's name and id, another by itself.
  private static func choose(
    _ folders: [String], slack: SlackImporter, options: ImportOptions, path: FilePath
  ) throws(InputError) -> String {
    let candidates = folders.map { slack.listed(folder: $0) ?? ChatCandidate(name: $0, id: nil) }
    return folders[
      try ChatChoice.pick(options.chat, among: candidates, file: path.description, noun: .channel)
    ]
  }

  /// The day files `names` of the zip at `path`, in one pass: each under the file cap, and
  /// all of them under four times it.
  private static func read(_ names: Set<String>, from path: FilePath, limits: InputLimits)
    throws(InputError) -> [String: [UInt8]]
  {
    let archive = try ExportArchive(path: path)
    var found: [String: [UInt8]] = [:]
    var total = 0
    while let name = try archive.next(), found.count < names.count {
      guard names.contains(name) else { continue }
      found[name] = try archive.text(
        member: name, limits: limits, total: &total, what: "the channel's day files")
    }
    return found
  }
}
