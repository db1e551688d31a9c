/// Ceilings on what an input file may ask for, checked before the expensive work they guard.
///
/// Each keeps a hostile or mistaken file from taking unbounded memory or time; real
/// conversations stay far below them. Exceeding one is an input error (exit 65) that names
/// the limit.
public struct InputLimits: Hashable, Sendable {
  /// Largest input file, in bytes (checked before reading when the size is known).
  public var maxFileBytes: Int
  /// Most messages in one conversation (checked before any message is decoded).
  public var maxMessages: Int
  /// Longest message text, in Unicode scalars.
  public var maxMessageCharacters: Int
  /// Deepest nesting of JSON arrays and objects (the top-level value is level 1).
  public var maxNestingDepth: Int

  public init(
    maxFileBytes: Int = 16 << 20, maxMessages: Int = 100_000,
    maxMessageCharacters: Int = 20_000, maxNestingDepth: Int = 64
  ) {
    self.maxFileBytes = maxFileBytes
    self.maxMessages = maxMessages
    self.maxMessageCharacters = maxMessageCharacters
    self.maxNestingDepth = maxNestingDepth
  }

  /// 16 MiB, 100,000 messages, 20,000 characters per message, 64 levels of nesting.
  public static let `default` = InputLimits()
}
