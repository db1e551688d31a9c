import ChatShotCore
import ChatShotImage
import ChatShotRender

/// Reading a PNG's metadata without reading the PNG.
extension GoldenFile {
  /// The header and chatshot's text chunks of the PNG at `path` (what `info`, and `check`
  /// without an input file, need), reading only the chunks before the image data and
  /// skipping every text chunk that is not chatshot's from its header, without reading it
  /// (``PNGTextFilter``): a 3 GB screenshot or a 200 MB comment costs a few reads.
  ///
  /// - Throws: `InputError` (`.unreadableInput`) when the file cannot be read, `PNGFileError`
  ///   (`.invalidData`) when it
  ///   is not a PNG or a chunk of chatshot's is larger than ``PNGTextFilter/maxChunkBytes``.
  package static func readHeaderAndText(_ path: FilePath) throws -> (
    header: PNGHeader, text: [PNGTextChunk]
  ) {
    let kept = try readKeepingOwnText(path, throughImageData: false)
    do {
      return (try PictureReader.probe(kept), try PictureReader.readText(kept))
    } catch {
      throw PNGFileError(path: path.description, error: error)
    }
  }

  /// The PNG at `path` as libpng should read it: every chunk but the text chunks that are
  /// not chatshot's, which are skipped by their length and never read (`check` against a
  /// golden with a 200 MB comment reads the image, not the comment); with
  /// `throughImageData` false, only the chunks up to the first `IDAT`'s header. A file that
  /// is not a PNG (WebP, SVG, PDF) is read whole: its metadata is one XMP packet.
  ///
  /// - Throws: `InputError` when the file cannot be read or is larger than a golden may be,
  ///   `PNGFileError` for a chunk of chatshot's over ``PNGTextFilter/maxChunkBytes`` (or,
  ///   before the image data, any chunk over it).
  package static func readKeepingOwnText(_ path: FilePath, throughImageData: Bool) throws
    -> [UInt8]
  {
    let (file, ranges) = try keptRanges(path, throughImageData: throughImageData)
    guard let file else { return try read(path) }
    var kept: [UInt8] = []
    kept.reserveCapacity(ranges.reduce(0) { $0 + $1.count })
    do {
      for range in ranges { kept += try file.read(at: range.lowerBound, count: range.count) }
    } catch {
      throw InputError(
        file: path.description, reason: error.reason("'\(path)'", role: .golden),
        kind: error.kind)
    }
    return kept
  }

  /// How many bytes ``readKeepingOwnText(_:throughImageData:)`` reads of the PNG at `path`
  /// (its whole size for another format), from the chunks' headers alone.
  package static func keptSize(_ path: FilePath) throws -> Int {
    let (file, ranges) = try keptRanges(path, throughImageData: true)
    guard file != nil else { return try OpenedFile(path).size }
    return ranges.reduce(0) { $0 + $1.count }
  }

  /// The byte ranges of the chunks libpng should read (the signature first), from the
  /// chunks' headers; no file when it is not a PNG.
  private static func keptRanges(_ path: FilePath, throughImageData: Bool) throws
    -> (OpenedFile?, [Range<Int>])
  {
    let role = FileRole.golden
    func fail(_ failure: FileFailure) -> InputError {
      InputError(
        file: path.description, reason: failure.reason("'\(path)'", role: role),
        kind: failure.kind)
    }
    do {
      let file = try OpenedFile(path)
      guard try file.read(at: 0, count: 8).starts(with: [0x89, 0x50, 0x4E, 0x47]) else {
        return (nil, [])
      }
      var ranges = [0..<8]
      var total = 8
      var offset = 8
      while offset + 8 <= file.size {
        let header = try file.read(at: offset, count: 8)
        guard header.count == 8 else { break }
        let length = Int(PNGChunks.readUInt32(header, 0))
        let type = String(decoding: header[4..<8], as: UTF8.self)
        if type == "IDAT" && !throughImageData {
          ranges.append(offset..<offset + 8)
          break
        }
        let whole = offset + 12 + length
        if try !skips(type, length: length, at: offset, in: file, path: path) {
          total += 12 + length
          if total > role.defaultMaxBytes {
            throw fail(.tooLarge(size: file.size, limit: role.defaultMaxBytes))
          }
          ranges.append(offset..<min(whole, file.size))
        }
        offset = whole
      }
      return (file, ranges)
    } catch let failure as FileFailure {
      throw fail(failure)
    }
  }

  /// Whether the chunk of `type` and `length` at `offset` is left out: a text chunk that is
  /// not chatshot's. Throws for one of chatshot's over the cap, and for any other chunk
  /// over it that is not image data.
  private static func skips(
    _ type: String, length: Int, at offset: Int, in file: OpenedFile, path: FilePath
  ) throws -> Bool {
    var keyword: String?
    if ["tEXt", "zTXt", "iTXt"].contains(type) {
      let start = try file.read(at: offset + 8, count: min(length, 80))
      keyword = String(decoding: start.prefix { $0 != 0 }, as: UTF8.self)
      if let keyword, !PNGTextFilter.isChatshots(keyword) { return true }
    }
    guard length > PNGTextFilter.maxChunkBytes, type != "IDAT" else { return false }
    throw PNGFileError(
      path: path.description,
      error: keyword.map { PNGTextFilter.tooLarge(keyword: $0, length: length) }
        ?? .invalidData(
          "its '\(type)' chunk holds \(length) bytes; at most "
            + "\(PNGTextFilter.maxChunkBytes) are read of a chunk that is not image data"))
  }
}
