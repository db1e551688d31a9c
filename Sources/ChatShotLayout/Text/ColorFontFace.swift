internal import CFreeType
import ChatShotCore

/// A FreeType face of a colour bitmap font file (Noto Color Emoji), read with `pread` rather
/// than mapped.
///
/// FreeType maps a font file it opens by path. Cairo has mapped the same 10 MB file already,
/// and the kernel maps up to 64 KiB around each page a glyph touches: a second mapping cost
/// 1.2 MB of peak RSS for small.json's 9 emoji and 1.7 MB for large.json. Read through a
/// stream over the file's ``OpenedFile``, FreeType copies only the tables it keeps (about
/// 40 KB) and each glyph's PNG while it decodes it.
///
/// Owns the file, the stream record and the face, released in `deinit`; used on one thread
/// (its ``ColorGlyphCache``'s).
final class ColorFontFace {
  let face: FT_Face
  private let file: OpenedFile
  private let stream: UnsafeMutablePointer<FT_StreamRec>

  /// The face at `index` of the file at `path` when it is a colour bitmap font (not scalable,
  /// with colour and at least one strike); nil otherwise or when it cannot be read.
  init?(library: FT_Library, path: String, index: Int) {
    guard let file = try? OpenedFile(FilePath(path)), file.size > 0 else { return nil }
    let stream = UnsafeMutablePointer<FT_StreamRec>.allocate(capacity: 1)
    stream.initialize(to: FT_StreamRec())
    stream.pointee.size = UInt(file.size)
    // Not retained: `file` outlives the face, which is done with first.
    stream.pointee.descriptor.pointer = Unmanaged.passUnretained(file).toOpaque()
    // FreeType's read: `count` bytes at `offset` (a count of 0 is a seek: 0 means success).
    stream.pointee.read = { stream, offset, buffer, count in
      guard let stream, let opaque = stream.pointee.descriptor.pointer else { return 0 }
      guard count > 0 else { return offset <= stream.pointee.size ? 0 : 1 }
      let file = Unmanaged<OpenedFile>.fromOpaque(opaque).takeUnretainedValue()
      let target = UnsafeMutableRawBufferPointer(start: buffer, count: Int(count))
      return UInt((try? file.read(at: Int(offset), into: target)) ?? 0)
    }
    stream.pointee.close = { _ in }
    var arguments = FT_Open_Args()
    arguments.flags = FT_UInt(FT_OPEN_STREAM)
    arguments.stream = stream
    var opened: FT_Face?
    guard FT_Open_Face(library, &arguments, FT_Long(index), &opened) == 0, let opened else {
      stream.deallocate()
      return nil
    }
    let flags = opened.pointee.face_flags
    guard flags & FT_Long(FT_FACE_FLAG_SCALABLE) == 0, flags & FT_Long(FT_FACE_FLAG_COLOR) != 0,
      opened.pointee.num_fixed_sizes > 0
    else {
      FT_Done_Face(opened)
      stream.deallocate()
      return nil
    }
    (face, self.file, self.stream) = (opened, file, stream)
  }

  deinit {
    FT_Done_Face(face)
    stream.deallocate()
  }
}
