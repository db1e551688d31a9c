import ChatShotCore

/// A PNG decoded to RGBA8 a few rows at a time, from a file read 64 KiB at a time (or from
/// bytes in memory), so that neither the file nor its pixels are ever held whole: what
/// ``StreamingDiff`` compares. Pixels are those ``PNGReader/decode(_:maxPixels:text:)``
/// gives; text chunks are skipped unread.
///
/// An interlaced PNG's rows are complete only after its last pass, so it cannot be read in
/// bands (``streams`` is false): read it whole with ``PNGReader``.
package final class PNGRowReader {
  /// The image's header, read when the reader was made.
  package let header: PNGHeader
  /// Rows decoded so far.
  package private(set) var rowsRead = 0
  private let reader: LibPNGReader
  /// Owned: the open file whose descriptor `reader` reads (nil for bytes in memory).
  private let file: OpenedFile?
  /// Owned: a copy of the bytes `reader` borrows (nil for a file), freed in deinit.
  private let bytes: UnsafeMutableBufferPointer<UInt8>?

  /// Opens the PNG file at `path` and reads its header.
  ///
  /// - Throws: `InputError` (`.unreadableInput`, `.invalidData`) when the file is missing,
  ///   not a regular file or larger than `maxFileBytes`, as ``InputFile/read(_:limits:)``
  ///   reports it; `PNGError` when it is not a PNG or has more than `maxPixels` pixels.
  package init(path: String, maxFileBytes: Int, maxPixels: Int) throws {
    let path = FilePath(path)
    let file: OpenedFile
    do throws(FileFailure) {
      file = try OpenedFile(path)
      if file.size > maxFileBytes {
        throw FileFailure.tooLarge(size: file.size, limit: maxFileBytes)
      }
    } catch {
      throw InputError(
        file: path.description, reason: error.reason("'\(path)'", role: .input), kind: error.kind)
    }
    self.file = file
    bytes = nil
    reader = try LibPNGReader(descriptor: file.descriptor)
    header = try Self.start(reader, maxPixels: maxPixels)
  }

  /// A reader of the PNG `data` (copied: standard input, a render in memory).
  package init(bytes data: [UInt8], maxPixels: Int) throws(PNGError) {
    guard !data.isEmpty else { throw .notPNG }
    let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: data.count)
    _ = copy.initialize(from: data)
    file = nil
    bytes = copy
    do {
      reader = try LibPNGReader(borrowing: UnsafeBufferPointer(copy))
      header = try Self.start(reader, maxPixels: maxPixels)
    } catch {
      copy.deallocate()
      throw error
    }
  }

  deinit { bytes?.deallocate() }

  /// Reads the header, and sets up decoding unless the image is interlaced.
  private static func start(_ reader: LibPNGReader, maxPixels: Int) throws(PNGError) -> PNGHeader {
    let header = try reader.readHeader()
    if !header.interlaced { try reader.prepareRGBA(header, maxPixels: maxPixels) }
    return header
  }

  /// Whether the rows can be read a band at a time (the image is not interlaced).
  package var streams: Bool { !header.interlaced }

  /// Decodes the next `count` rows into `destination` (rows `stride` bytes apart; borrowed
  /// for the call).
  ///
  /// - Throws: `PNGError` for corrupt or truncated data; `.invalidArgument` when the image is
  ///   interlaced or fewer rows are left.
  package func read(rows count: Int, into destination: UnsafeMutableRawPointer, stride: Int)
    throws(PNGError)
  {
    guard count > 0 else { return }
    try reader.readRows(into: destination, stride: stride, count: count)
    rowsRead += count
  }
}
