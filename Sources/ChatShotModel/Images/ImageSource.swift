import ChatShotCore

/// An image file a conversation or a theme names: the file as it was read once.
///
/// The decoders read and check every file while they decode (``ImageFile``) and hand it over
/// already read. A participant or theme image made in code names only a path: the file is
/// then read and checked the first time it is needed (by the metadata or the renderer),
/// and that one read serves every later use, on any thread.
///
/// Equal when the paths are equal: the path is what a conversation or theme says.
package final class ImageSource: Hashable, @unchecked Sendable {
  package let path: FilePath
  /// How messages name the file: as the conversation file wrote it (relative to its folder,
  /// which the message names), else its path.
  package let shownPath: String
  /// Read as a message's photo (PNG or JPEG), not as a PNG only.
  let isPhoto: Bool
  private let lock = Condition()
  /// Guarded by `lock`.
  private var loaded: Result<ImageFile, ImageFileProblem>?

  /// A file to read on first use; a photo may be a JPEG.
  package init(path: FilePath, photo: Bool = false) {
    self.path = path
    shownPath = path.description
    isPhoto = photo
  }

  /// A file already read and checked, named `written` in its conversation or theme file.
  package init(file: ImageFile, photo: Bool = false, written: String? = nil) {
    path = file.path
    shownPath = written ?? file.path.description
    isPhoto = photo
    loaded = .success(file)
  }

  /// The file as read, reading and checking it now if nothing has yet.
  package func file(limits: InputLimits = .default) -> Result<ImageFile, ImageFileProblem> {
    lock.withLock {
      if let loaded { return loaded }
      let result = Result { () throws(ImageFileProblem) -> ImageFile in
        isPhoto
          ? try PhotoImageCheck.read(path, limits: limits)
          : try AvatarImageCheck.read(path, limits: limits)
      }
      loaded = result
      return result
    }
  }

  package static func == (a: ImageSource, b: ImageSource) -> Bool { a.path == b.path }

  package func hash(into hasher: inout Hasher) { hasher.combine(path) }
}
