/// A file a render used, named without the folders of the machine it was on, and a hash of
/// its content.
public struct FileIdentity: Hashable, Sendable {
  /// A built-in image's file name (`orange-right@2x.png`), a font's file name
  /// (`Inter-Regular.otf`), or an avatar's path relative to the conversation file's folder.
  public var name: String
  /// 64 hex digits: SHA-256 of the whole content (images), or of its sampled identity
  /// (fonts: the SHA-256 of its size and its first and last 64 KiB).
  public var digest: String

  /// The identity of the file called `name` whose content hashes to `digest`.
  public init(name: String, digest: String) {
    self.name = name
    self.digest = digest
  }
}
