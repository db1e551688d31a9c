/// Ceilings on what an input file may ask for, checked before the expensive work they guard.
///
/// Each keeps a hostile or mistaken file from taking unbounded memory or time; real
/// conversations stay far below them. Exceeding one is an input error (`.invalidData`) that names
/// the limit.
public struct InputLimits: Hashable, Sendable {
  /// Largest input file, in bytes (checked before reading when the size is known).
  public var maxFileBytes: Int
  /// Most messages in one conversation (checked before any message is decoded).
  public var maxMessages: Int
  /// Longest message text, in Unicode scalars.
  public var maxMessageCharacters: Int
  /// Longest label text (a time, a participant's name or id, a title), in Unicode scalars.
  public var maxLabelCharacters: Int
  /// Deepest nesting of JSON arrays and objects (the top-level value is level 1).
  public var maxNestingDepth: Int
  /// Most JSON values (strings, numbers, arrays, objects…) in one file, counted while
  /// parsing. Every value costs memory; 1,000,000 holds 100,000 messages and 100,000
  /// participants (4 values each) and bounds a hostile file of tiny values to a few hundred
  /// megabytes instead of a gigabyte.
  public var maxValues: Int
  /// Most combining marks (Unicode categories Mn, Mc, Me) in a row in a text that is drawn:
  /// Unicode's stream-safe text format (UAX #15) allows 30. More only make "Zalgo" stacks
  /// that spill over other messages.
  public var maxCombiningMarks: Int
  /// Largest avatar image file, in bytes.
  public var maxImageBytes: Int
  /// Most pixels in an avatar image, read from its header before any pixel is decoded.
  public var maxImagePixels: Int
  /// Most bytes of all the image files one conversation (its avatars) or one theme file
  /// (its images) names, together: each is kept in memory as read, so that what is drawn is
  /// what was checked.
  public var maxImageBytesInTotal: Int

  /// Limits with the defaults for every one not given (see `default`); sizes in bytes, texts
  /// in Unicode scalars, images in pixels.
  public init(
    maxFileBytes: Int = 16 << 20, maxMessages: Int = 100_000,
    maxMessageCharacters: Int = 20_000, maxLabelCharacters: Int = 1_000,
    maxNestingDepth: Int = 64, maxValues: Int = 1_000_000, maxCombiningMarks: Int = 30,
    maxImageBytes: Int = 16 << 20, maxImagePixels: Int = 4096 * 4096,
    maxImageBytesInTotal: Int = 256 << 20
  ) {
    self.maxFileBytes = maxFileBytes
    self.maxMessages = maxMessages
    self.maxMessageCharacters = maxMessageCharacters
    self.maxLabelCharacters = maxLabelCharacters
    self.maxNestingDepth = maxNestingDepth
    self.maxValues = maxValues
    self.maxCombiningMarks = maxCombiningMarks
    self.maxImageBytes = maxImageBytes
    self.maxImagePixels = maxImagePixels
    self.maxImageBytesInTotal = maxImageBytesInTotal
  }

  /// 16 MiB, 100,000 messages, 20,000 characters per message, 1,000 per label, 64 levels of
  /// nesting, 30 combining marks in a row; avatars of at most 16 MiB and 4096 × 4096 pixels,
  /// 256 MiB of them in all.
  public static let `default` = InputLimits()
}
