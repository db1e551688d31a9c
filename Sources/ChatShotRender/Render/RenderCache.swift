import ChatShotImage
import ChatShotLayout

/// Pictures that come out the same in every render at a given scale: decoded built-in images
/// and the avatar sprites made from them. A `ChatRenderer` keeps one across its renders, so a
/// batch decodes and scales them once per thread. Not thread-safe, like the renderer.
package final class RenderCache {
  /// Built-in images by `name@Nx`.
  var builtinImages: [String: ScaledImage] = [:]
  /// Sprites of built-in avatars by image key and device size.
  var builtinAvatars: [AvatarSpriteKey: CairoSurface] = [:]
  /// Photos kept decoded for the run's other pictures; nil when each is drawn once.
  package var photos: DecodedPhotos?
  /// Photos decoded so far (the tests count them: one per photo per run).
  package var photoDecodes = 0

  /// An empty cache.
  package init() {}
}

/// An avatar sprite: which picture, clipped to which shape, at which device size.
struct AvatarSpriteKey: Hashable {
  var image: String
  var shape: AvatarShape
  var width: Int
  var height: Int
}
