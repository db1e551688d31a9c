import ChatShotImage

/// A stretched image, possibly without the pixels of its opaque one-colour centre (see
/// ``NineSlice/stretch(_:caps:width:height:deviceScale:rows:leavingOpaqueCentre:sharing:)``).
struct StretchedImage {
  /// The centre slice left unwritten: where it is in the surface, in pixels, and its colour
  /// (premultiplied ARGB32, opaque).
  struct Centre {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
    var pixel: UInt32
  }

  let surface: CairoSurface
  /// When set, the surface's pixels inside this rectangle are undefined: paint the colour.
  let centre: Centre?
}
