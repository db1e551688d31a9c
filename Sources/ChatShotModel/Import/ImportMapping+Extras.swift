import ChatShotCore

/// The native fields an imported message's extras become: entities from its spans, its
/// photo, its reactions, and the ids replies point at.
extension ImportMapping {
  /// `spans` (Unicode scalars of `text`) as entities (UTF-16 units), in order; a span that
  /// lies outside the text or has no length is dropped, and so is one that would cross a
  /// span starting before it (or at the same place and longer), so that an export's odd
  /// markup never fails the import. Linear in the text and n log n in the spans.
  static func entities(_ spans: [ImportedSpan], text: String) -> [TextEntity] {
    guard !spans.isEmpty else { return [] }
    var offsets: [Int] = [0]  // the UTF-16 offset of each scalar boundary
    for scalar in text.unicodeScalars {
      offsets.append(offsets[offsets.count - 1] + UTF16.width(scalar))
    }
    var found: [TextEntity?] = spans.map { span in
      guard span.start >= 0, span.length > 0, span.start + span.length < offsets.count,
        let type = TextEntityType(rawValue: span.style.rawValue)
      else { return nil }
      let start = offsets[span.start]
      let url = type == .link ? span.url.flatMap { $0.isEmpty ? nil : $0 } : nil
      return TextEntity(
        type: type, offset: start, length: offsets[span.start + span.length] - start, url: url)
    }
    // By start, longest first: each kept one must end inside every one still open.
    let order = found.indices.filter { found[$0] != nil }.sorted { a, b in
      let (x, y) = (found[a]!, found[b]!)
      return (x.offset, -x.length, a) < (y.offset, -y.length, b)
    }
    var openEnds: [Int] = []
    for index in order {
      let entity = found[index]!
      let end = entity.offset + entity.length
      while let last = openEnds.last, last <= entity.offset { openEnds.removeLast() }
      if let last = openEnds.last, last < end {
        found[index] = nil
      } else {
        openEnds.append(end)
      }
    }
    return found.compactMap { $0 }
  }

  /// The first present photo of `attachments` as a message's image (its file's real path
  /// inside `folder`, or the photo read from a zip export), and the index of that
  /// attachment; nil when there is none.
  ///
  /// With `anonymizer`, a photo whose own name inside the folder names someone stays a
  /// notice row (with the name scrubbed); `folderNamesSomeone` (the anonymizer's verdict on
  /// the folder's path, settled once per export) makes the folder the image's
  /// ``MessageImage/privateFolder``.
  static func photo(
    _ attachments: [ImportedAttachment], folder: FilePath?, archivePhotos: [String: ImageFile],
    anonymizer: Anonymizer?, folderNamesSomeone: Bool
  ) -> (image: MessageImage, index: Int)? {
    for (index, attachment) in attachments.enumerated()
    where attachment.isPhoto && attachment.isPresent {
      if anonymizer?.namesSomeone(attachment.name) == true { continue }
      if let file = archivePhotos[attachment.name] {
        return (MessageImage(file: file, alt: nil, written: attachment.name), index)
      }
      guard let folder else { return nil }
      guard let real = FileSystem.realPath(folder.appending(FilePath(attachment.name))),
        real.isInside(folder)
      else { continue }
      var image = MessageImage(path: real.description)
      if folderNamesSomeone { image.privateFolder = folder }
      return (image, index)
    }
    return nil
  }

  /// The reactions the native model can draw: an emoji within the limits, a count from 1 up
  /// (at most the limit); the first 64 of them.
  static func reactions(_ reactions: [ImportedReaction], limits: InputLimits) -> [Reaction] {
    var kept: [Reaction] = []
    for reaction in reactions
    where MessageExtrasRules.emojiProblem(reaction.emoji, limits: limits) == nil
      && reaction.count >= 1
    {
      kept.append(Reaction(emoji: reaction.emoji, count: min(reaction.count, 1_000_000)))
    }
    while MessageExtrasRules.reactionsProblem(count: kept.count) != nil { kept.removeLast() }
    return kept
  }

  /// Sets the native `replyTo` of every message whose export reply target is a text message
  /// of the output (not itself), naming the target by `id`s: the export's own when
  /// `exportIDs`, else neutral ids (`m12`: the 12th message the selection kept) given only to
  /// messages a reply quotes. Replies to messages the selection cut are dropped.
  static func linkReplies(
    _ messages: inout [Message], sources: [Int?], chat: ImportedChat, exportIDs: Bool
  ) {
    var native: [String: Int] = [:]  // the export's id → index in `messages`
    for (index, source) in sources.enumerated() {
      guard let source, let id = chat.messages[source].id, native[id] == nil,
        messages[index].kind == .text
      else { continue }
      native[id] = index
    }
    for (index, source) in sources.enumerated() {
      guard let source, messages[index].kind == .text,
        let target = chat.messages[source].replyTo.flatMap({ native[$0] }), target != index,
        let quoted = sources[target]
      else { continue }
      if !exportIDs, messages[target].id == nil { messages[target].id = "m\(quoted + 1)" }
      messages[index].replyTo = messages[target].id
    }
  }
}
