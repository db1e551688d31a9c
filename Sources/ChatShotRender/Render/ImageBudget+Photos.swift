import ChatShotModel

extension ImageBudget {
  /// Photos are decoded one at a time, for their sprite, and let go at once: the largest
  /// one counts, twice (its RGBA pixels and the Cairo surface made of them).
  static func largestPhotoBytes(in conversation: Conversation) -> Int {
    var largest = 0
    for message in conversation.messages {
      guard let image = message.image, case .success(let file) = image.source.file() else {
        continue
      }
      largest = max(largest, file.decodedBytes)
    }
    return largest * 2
  }
}
