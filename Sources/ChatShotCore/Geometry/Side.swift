/// Left or right edge of the timeline.
public enum Side: String, Hashable, Sendable, Encodable {
  /// The left or the right edge; the raw value (`"left"`, `"right"`) is what the layout dump
  /// writes.
  case left, right
}
