/// Left or right edge of the timeline.
public enum Side: String, Hashable, Sendable {
  case left, right
}
