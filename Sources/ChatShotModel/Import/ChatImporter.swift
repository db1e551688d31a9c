import ChatShotCore

/// Reads a chat export (WhatsApp, Telegram, Discord, Slack, a chatbot transcript, a chat
/// script, or chatshot's own JSON) into a native `Conversation`, keeping the messages the
/// selection asks for (docs/import.md).
///
/// The result is the conversation chatshot's own JSON would give: `ConversationJSON` writes
/// it, and rendering either gives the same PNG bytes.
public enum ChatImporter {
  /// Reads the export at `path`: a file, or a Slack channel folder.
  ///
  /// - Parameters:
  ///   - path: the export; also the name diagnostics give.
  ///   - options: the format (detected when nil), the local user, the selection…
  ///   - allowedRoots: further folders a native conversation's avatars may live in.
  /// - Throws: `InputError`: `.unreadableInput` for a missing file, `.invalidData` for bad
  ///   contents (with the line, or the JSON path), `.invalidRequest` for options the export
  ///   cannot satisfy (an unknown local user); its ``InputError/problem`` is an
  ///   ``ImportProblem`` when the options are the cause.
  public static func conversation(
    contentsOf path: FilePath, options: ImportOptions, allowedRoots: [FilePath] = []
  ) throws(InputError) -> Conversation {
    try read(contentsOf: path, options: options, allowedRoots: allowedRoots).conversation
  }

  /// Reads the export at `path` as ``conversation(contentsOf:options:allowedRoots:)`` does,
  /// and says which files it read besides `path`: the export's members, the conversation's
  /// avatars and photos (``Conversation/readFiles``).
  package static func read(
    contentsOf path: FilePath, options: ImportOptions, allowedRoots: [FilePath] = []
  ) throws(InputError) -> (conversation: Conversation, readFiles: [ReadFile]) {
    if FileSystem.kind(of: path) == .directory,
      options.format == .slack || (options.format == nil && SlackImporter.hasDayFiles(path))
    {
      var collector = try SelectionCollector(
        options.selection, file: path.description, maxMessages: options.limits.maxMessages)
      let chat = try SlackImporter.read(
        folder: path, options: options, into: &collector)
      let conversation = try finish(
        chat, collector: collector, options: options, file: path.description,
        folder: ExportFolder(directory: path).root)
      return (conversation, members(of: chat) + conversation.readFiles)
    }
    if path.description.lowercased().hasSuffix(".zip") {
      return try readZip(path, options: options)
    }
    let bytes = try InputFile.read(path, role: .conversation, limit: options.limits.maxFileBytes)
    if ZipExport.isZip(bytes[...]) { return try readZip(path, options: options) }
    return try read(
      bytes, file: path.description, directory: path.directory, options: options,
      allowedRoots: allowedRoots)
  }

  /// Reads an export from `bytes` (standard input: `directory` nil, so no attachment is
  /// found and native avatars are relative to the current directory).
  public static func conversation(
    _ bytes: [UInt8], file: String, directory: FilePath?, options: ImportOptions,
    allowedRoots: [FilePath] = []
  ) throws(InputError) -> Conversation {
    try read(
      bytes, file: file, directory: directory, options: options, allowedRoots: allowedRoots
    ).conversation
  }

  /// Reads an export from `bytes` as ``conversation(_:file:directory:options:allowedRoots:)``
  /// does, and says which other files it read (see ``read(contentsOf:options:allowedRoots:)``).
  package static func read(
    _ bytes: [UInt8], file: String, directory: FilePath?, options: ImportOptions,
    allowedRoots: [FilePath] = []
  ) throws(InputError) -> (conversation: Conversation, readFiles: [ReadFile]) {
    if bytes.count > options.limits.maxFileBytes {
      throw InputFile.tooLarge(file, size: bytes.count, limits: options.limits)
    }
    var format: ImportFormat
    if let forced = options.format {
      format = forced
    } else {
      format = try FormatDetection.detect(bytes, file: file, limits: options.limits)
    }
    let input = ImportInput(
      bytes: bytes, file: file,
      folder: directory.map { ExportFolder(directory: $0) } ?? ExportFolder(exportPath: nil))
    var collector = try SelectionCollector(
      options.selection, file: file, maxMessages: options.limits.maxMessages)
    let chat: ImportedChat
    switch format {
    case .native:
      let decoded = try ConversationDecoder.decode(
        bytes, file: file, baseDirectoryPath: directory, allowedRoots: allowedRoots,
        limits: options.limits)
      // Every file the decoder read, also those of messages the selection leaves out.
      return (try NativeSelection.apply(decoded, options: options, file: file), decoded.readFiles)
    case .whatsapp: chat = try WhatsAppImporter.read(input, options: options, into: &collector)
    case .script: chat = try ChatScriptImporter.read(input, options: options, into: &collector)
    case .chatbot: chat = try ChatbotImporter.read(input, options: options, into: &collector)
    case .telegram: chat = try TelegramImporter.read(input, options: options, into: &collector)
    case .discord: chat = try DiscordImporter.read(input, options: options, into: &collector)
    case .slack:
      let root = try FormatDetection.parseJSON(bytes, file: file, limits: options.limits)
      var slack = SlackImporter(options: options, folder: input.folder)
      try slack.readExportLists()
      try slack.readDay(root, into: &collector)
      chat = slack.chat
    }
    let conversation = try finish(
      chat, collector: collector, options: options, file: file, folder: input.folder.root)
    return (conversation, members(of: chat) + conversation.readFiles)
  }

  /// Reads a WhatsApp export zip in place (`ZipExport`): its chat, then the photos the kept
  /// messages show. Errors name the chat as `export.zip/_chat.txt`. A Slack export zip
  /// (`SlackZip`) gives one channel.
  private static func readZip(_ path: FilePath, options: ImportOptions) throws(InputError)
    -> (conversation: Conversation, readFiles: [ReadFile])
  {
    if let format = options.format, format != .whatsapp, format != .slack {
      throw ExportArchive.error(
        path.description, "a zip is read as a WhatsApp or Slack export, not as \(format)")
    }
    let contents = try ZipExport.contents(path, limits: options.limits)
    if options.format == .slack || (options.format == nil && SlackZip.isSlack(contents)) {
      let (file, chat, collector) = try SlackZip.read(path, contents: contents, options: options)
      let conversation = try finish(
        chat, collector: collector, options: options, file: file, folder: nil)
      return (conversation, [])
    }
    let text = try ZipExport.chatText(contents, file: path.description)
    let file = path.description + "/" + text.name
    let input = ImportInput(
      bytes: text.bytes, file: file, folder: ExportFolder(archiveMembers: contents.files))
    var collector = try SelectionCollector(
      options.selection, file: file, maxMessages: options.limits.maxMessages)
    var chat = try WhatsAppImporter.read(input, options: options, into: &collector)
    let shown = collector.messages.compactMap { message in
      message.attachments.first { $0.isPhoto && $0.isPresent }?.name
    }
    chat.archivePhotos = try ZipExport.photos(Set(shown), from: path, limits: options.limits)
    let conversation = try finish(
      chat, collector: collector, options: options, file: file, folder: nil)
    return (conversation, [])
  }

  /// The export's other files that `chat` was read from.
  private static func members(of chat: ImportedChat) -> [ReadFile] {
    chat.memberFiles.map { ReadFile(path: $0, role: .exportMember) }
  }

  /// The format `bytes` would be read as (for `chatshot import`'s messages and tests).
  package static func detectedFormat(_ bytes: [UInt8], file: String) throws(InputError)
    -> ImportFormat
  {
    try FormatDetection.detect(bytes, file: file, limits: .default)
  }

  private static func finish(
    _ chat: ImportedChat, collector: SelectionCollector, options: ImportOptions, file: String,
    folder: FilePath?
  ) throws(InputError) -> Conversation {
    if let reason = collector.fullReason { throw InputError(file: file, reason: reason) }
    var chat = chat
    chat.messages = collector.messages
    chat.folder = folder
    if !chat.hasDates, options.selection.since != nil || options.selection.until != nil {
      throw InputError(file: file, problem: ImportProblem.datesNeeded)
    }
    let conversation = try ImportMapping.conversation(chat, options: options, file: file)
    do {
      return try conversation.validated(limits: options.limits)
    } catch {
      throw InputError(
        file: file, reason: "the imported conversation is refused: \(error.description)",
        kind: error.kind)
    }
  }
}
