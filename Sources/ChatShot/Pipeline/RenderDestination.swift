/// Where `ChatRenderer.render` puts the picture.
public enum RenderDestination: Hashable, Sendable {
  /// Kept in memory: `Rendering.bytes` holds the file's bytes.
  case memory
  /// Written to the file at this path atomically: into a temporary file beside it, renamed
  /// over the path only once everything was written. A failed render leaves no file behind
  /// and an existing one untouched.
  case file(String)
  /// Streamed to standard output as it is encoded (for `-o -`).
  case standardOutput
}
