import ChatShotImage
import ChatShotModel

/// Photos decoded once for every picture of a run that shows them more than once (several
/// scales, several appearances, a reply's thumbnail of a photo): a progressive JPEG costs a
/// pass over the image per scan, and each picture decoding it again multiplied that.
///
/// Kept by the file as it was read (``ImageFile``), at most ``maxBytes`` of pixels in all;
/// past that a photo is decoded again where it is needed (the same pixels). A run that
/// shows each photo once keeps none: its photos are let go once their sprites are made, as
/// the render's image budget counts them.
package final class DecodedPhotos {
  /// The most bytes of decoded pixels kept.
  package static let maxBytes = 64 << 20

  private var kept: [ObjectIdentifier: (file: ImageFile, surface: CairoSurface)] = [:]
  private var bytes = 0

  package init() {}

  /// The pixels of `file`, decoded by `decode` unless kept from before.
  func surface(for file: ImageFile, decode: () throws(RenderError) -> CairoSurface)
    throws(RenderError) -> CairoSurface
  {
    if let known = kept[ObjectIdentifier(file)] { return known.surface }
    let surface = try decode()
    let size = surface.width * surface.height * 4
    if bytes + size <= Self.maxBytes {
      kept[ObjectIdentifier(file)] = (file, surface)
      bytes += size
    }
    return surface
  }
}
