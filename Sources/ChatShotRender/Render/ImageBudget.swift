import ChatShotImage
import ChatShotLayout
import ChatShotModel

/// The memory a render's decoded images may take, checked before anything is drawn.
///
/// Counted: each of the theme's own images the layout draws, at its size (balloons are
/// stretched from the whole picture), and each participant's avatar file at every size it
/// is drawn (its sprites: the full-size pixels are decoded once, the sprites made, and the
/// full-size pixels released at once). Built-in images are small and shared by every render.
package enum ImageBudget {
  /// 256 MiB: with 34-point avatars, about 14,000 different avatar files at scale 2, 3,600
  /// at scale 4.
  package static let maxBytes = 256 << 20

  /// The bytes the decoded images of a render of `layout` take, as counted above.
  static func bytes(
    of layout: TimelineLayout, conversation: Conversation, theme: Theme, scale: Double,
    images: ImageProviding
  ) -> Int {
    var total = 0
    for name in theme.imageNames(drawnIn: layout, conversation: conversation) {
      guard let file = theme.images[name]?.file(for: scale),
        case .success(let read) = file.source.file()
      else { continue }
      total += read.decodedBytes
    }
    for (key, sizes) in images.avatarSizes(in: layout, theme: theme, scale: scale)
    where key.hasPrefix("file:") {
      total += sizes.reduce(0) { $0 + $1.bytes }
    }
    return total + largestPhotoBytes(in: conversation)
  }

  /// Refuses a render whose decoded images would take more than `limit` bytes.
  package static func check(
    _ layout: TimelineLayout, conversation: Conversation, theme: Theme, scale: Double,
    images: ImageProviding, limit: Int = maxBytes
  ) throws(RenderError) {
    let total = bytes(
      of: layout, conversation: conversation, theme: theme, scale: scale, images: images)
    if total > limit { throw .imagesTooLarge(bytes: total, limit: limit) }
  }
}
