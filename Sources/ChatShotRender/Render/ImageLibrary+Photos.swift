import ChatShotCore
import ChatShotImage
import ChatShotModel

/// Messages' photos, decoded for their sprites.
extension ImageLibrary {
  package func photoPath(ofMessage index: Int) -> FilePath? {
    guard conversation.messages.indices.contains(index) else { return nil }
    return conversation.messages[index].image?.source.path
  }

  package func photo(ofMessage index: Int) throws(RenderError) -> CairoSurface? {
    guard conversation.messages.indices.contains(index),
      let image = conversation.messages[index].image
    else { return nil }
    func refuse(_ reason: String, kind: ChatShotErrorKind = .invalidData) -> RenderError {
      .unusableImageFile(reason: "messages[\(index)].image: \(reason)", kind: kind)
    }
    let shown = quotedKey(image.source.shownPath)
    let file: ImageFile
    switch image.source.file(limits: limits) {
    case .success(let read): file = read
    case .failure(let problem):
      throw refuse(problem.reason(shown, role: .photo), kind: problem.kind)
    }
    func decode() throws(RenderError) -> CairoSurface {
      cache.photoDecodes += 1
      return try surface(of: file) { format, why in
        refuse("image file \(shown) is not a readable \(format): \(why)")
      }
    }
    guard let photos = cache.photos else { return try decode() }
    return try photos.surface(for: file, decode: decode)
  }

  /// The pixels of a checked PNG or JPEG file (a JPEG turned upright by its EXIF
  /// orientation); `refuse` makes the error of a file whose data cannot be decoded from its
  /// format ("PNG", "JPEG") and the decoder's reason.
  func surface(of file: ImageFile, refuse: (_ format: String, _ why: String) -> RenderError)
    throws(RenderError) -> CairoSurface
  {
    switch file.format {
    case .png:
      let upright: RGBAImage
      do {
        upright = try PNGReader.decode(file.bytes, maxPixels: limits.maxImagePixels).image
      } catch {
        throw refuse("PNG", error.description)
      }
      return try CairoSurface(image: upright)
    case .jpeg(let orientation):
      return try CairoSurface.decodingJPEG(
        file.bytes, maxPixels: limits.maxImagePixels, orientation: orientation
      ) { refuse("JPEG", "\($0)") }
    }
  }
}
