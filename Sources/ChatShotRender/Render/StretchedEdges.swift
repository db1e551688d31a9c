/// The stretched top rows and left columns of balloon sprites, kept for other balloons of
/// the same width or height: most of a conversation's balloons share one of the two (every
/// one-line message has the same height, every wrapped one nearly the full width), and
/// stretching an edge with Cairo's filter is most of a sprite's cost.
///
/// A piece is reused only where the sprite it goes into is drawn with the very same slice
/// geometry (the same image, source slices and destination slice edges along the piece): the
/// same Cairo calls on the same pixel rectangles of a surface give the same pixels, so
/// copying them gives what drawing would. (Moving a slice elsewhere, even by whole pixels,
/// can change its sampling slightly: Cairo's conversion to Pixman's fixed point is not
/// translation invariant. Hence pieces anchored at the sprite's top-left corner only.)
///
/// Holds at most ``capacity`` pixels of each kind (1 MB by default), forgetting the least
/// recently used pieces.
final class StretchedEdges {
  /// What a piece's pixels depend on.
  struct Key: Hashable {
    var image: ObjectIdentifier
    var source: [Int]
    var destination: [Int]
  }

  /// Kept pixels (premultiplied ARGB32, rows of `width`), with the image kept alive so that
  /// its identity in the key cannot be reused.
  final class Piece {
    let pixels: [UInt32]
    let width: Int
    let image: ScaledImage
    var lastUse: Int

    init(pixels: [UInt32], width: Int, image: ScaledImage, lastUse: Int) {
      self.pixels = pixels
      self.width = width
      self.image = image
      self.lastUse = lastUse
    }
  }

  let capacity: Int
  private var topRows: [Key: Piece] = [:]
  private var leftColumns: [Key: Piece] = [:]
  private var topPixels = 0
  private var leftPixels = 0
  private var clock = 0

  init(capacity: Int = 1 << 18) {
    self.capacity = capacity
  }

  /// How many pieces of each kind are kept.
  var topCount: Int { topRows.count }
  var leftCount: Int { leftColumns.count }

  /// The top rows (all slices of the top row of the grid) for these slice edges.
  func top(_ key: Key) -> Piece? { touch(topRows[key]) }

  /// The left columns below the top rows (the left slices of the grid's other rows).
  func left(_ key: Key) -> Piece? { touch(leftColumns[key]) }

  func keepTop(_ piece: Piece, for key: Key) {
    keep(piece, for: key, in: &topRows, pixels: &topPixels)
  }

  func keepLeft(_ piece: Piece, for key: Key) {
    keep(piece, for: key, in: &leftColumns, pixels: &leftPixels)
  }

  /// A new piece stamped as just used.
  func piece(pixels: [UInt32], width: Int, image: ScaledImage) -> Piece {
    clock += 1
    return Piece(pixels: pixels, width: width, image: image, lastUse: clock)
  }

  private func touch(_ piece: Piece?) -> Piece? {
    guard let piece else { return nil }
    clock += 1
    piece.lastUse = clock
    return piece
  }

  private func keep(_ piece: Piece, for key: Key, in pieces: inout [Key: Piece], pixels: inout Int)
  {
    guard piece.pixels.count <= capacity, pieces[key] == nil else { return }
    while pixels + piece.pixels.count > capacity,
      let oldest = pieces.min(by: { $0.value.lastUse < $1.value.lastUse })
    {
      pixels -= oldest.value.pixels.count
      pieces[oldest.key] = nil
    }
    pieces[key] = piece
    pixels += piece.pixels.count
  }
}
