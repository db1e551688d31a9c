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
    let role = FileRole.golden
    func fail(_ failure: FileFailure) -> InputError {
      InputError(
        file: path.description, reason: failure.reason("'\(path)'", role: role),
        kind: failure.kind)
    }
    let file: OpenedFile
    var kept: [UInt8]
    do {
      file = try OpenedFile(path)
      kept = try file.read(at: 0, count: 8)
    } catch {
      throw fail(error)
    }
    if !kept.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
      // Not a PNG: a WebP, SVG or PDF keeps its metadata in one XMP packet (read it all).
      let whole = try read(path)
      do {
        return (try PictureReader.probe(whole), try PictureReader.readText(whole))
      } catch {
        throw PNGFileError(path: path.description, error: error)
      }
    }
    var offset = kept.count
    while offset + 8 <= file.size {
      let header: [UInt8]
      do {
        header = try file.read(at: offset, count: 8)
      } catch {
        throw fail(error)
      }
      guard header.count == 8 else { break }
      let length = Int(PNGChunks.readUInt32(header, 0))
      let type = String(decoding: header[4..<8], as: UTF8.self)
      if type == "IDAT" {
        kept += header
        break
      }
      let whole = offset + 12 + length
      do {
        var keyword: String?
        if ["tEXt", "zTXt", "iTXt"].contains(type) {
          let start = try file.read(at: offset + 8, count: min(length, 80))
          keyword = String(decoding: start.prefix { $0 != 0 }, as: UTF8.self)
          if let keyword, !PNGTextFilter.isChatshots(keyword) {
            offset = whole
            continue
          }
        }
        if length > PNGTextFilter.maxChunkBytes {
          throw PNGFileError(
            path: path.description,
            error: keyword.map { PNGTextFilter.tooLarge(keyword: $0, length: length) }
              ?? .invalidData(
                "its '\(type)' chunk holds \(length) bytes; at most "
                  + "\(PNGTextFilter.maxChunkBytes) are read before the image data"))
        }
        kept += try file.read(at: offset, count: 12 + length)
      } catch let failure as FileFailure {
        throw fail(failure)
      }
      offset = whole
    }
    do {
      return (try PNGReader.probe(kept), try PNGReader.readText(kept))
    } catch {
      throw PNGFileError(path: path.description, error: error)
    }
  }
}
