import ChatShotCore
import ChatShotRender

extension OutputFormat {
  /// The format a picture written to `path` takes: `given` when set, else the one the file's
  /// extension names (`.png`, `.svg`, `.pdf`, `.webp`, any case), else PNG. The one rule of
  /// `ChatRenderer.render(…, to: .file(path))` and of the `chatshot` executable.
  ///
  /// - Throws: ``UnwritableFormat`` when, without `given`, the extension is one of an image
  ///   format chatshot does not write (`.jpg`, `.gif`…): such a file is not written as PNG.
  public static func forFile(_ path: String, given: OutputFormat? = nil) throws(UnwritableFormat)
    -> OutputFormat
  {
    if let given { return given }
    if let byExtension = OutputFormat(path: path) { return byExtension }
    let name = path.split(separator: "/").last ?? ""
    if let dot = name.lastIndex(of: ".") {
      let ext = name[name.index(after: dot)...].lowercased()
      if otherImageExtensions.contains(ext) {
        throw UnwritableFormat(path: path, fileExtension: ext)
      }
    }
    return .png
  }

  /// Extensions of image formats chatshot does not write: refused rather than written as PNG.
  package static let otherImageExtensions: Set<String> = [
    "jpg", "jpeg", "gif", "bmp", "tif", "tiff", "heic", "heif", "avif", "jxl", "ico", "eps", "ps",
  ]
}

/// A picture asked to be written to a file whose extension names an image format chatshot
/// does not write (`OutputFormat.forFile(_:given:)`).
public struct UnwritableFormat: ChatShotError, Hashable {
  /// The file asked for.
  public var path: String
  /// Its extension, lower case, without the dot.
  public var fileExtension: String

  /// Always `.invalidRequest`.
  public var kind: ChatShotErrorKind { .invalidRequest }

  /// "cannot write 'chat.jpg' as a jpg file; chatshot writes png, svg, pdf, webp".
  public var description: String {
    "cannot write '\(path)' as a \(fileExtension) file; chatshot writes " + OutputFormat.names
  }
}
