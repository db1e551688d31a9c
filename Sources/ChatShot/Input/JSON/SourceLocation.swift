/// A position in an input file, as a person would look for it in an editor.
///
/// `line` and `column` are 1-based; `column` counts Unicode scalars from the start of the line
/// (so `é` or `😄` is one column). `offset` is the 0-based byte offset into the file.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  public var line: Int
  public var column: Int
  public var offset: Int

  public init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// The first byte of a file.
  public static let start = SourceLocation(line: 1, column: 1, offset: 0)

  /// `LINE:COL`, as used in diagnostics.
  public var description: String { "\(line):\(column)" }
}
