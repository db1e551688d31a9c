/// A position in an input file, as a person would look for it in an editor.
///
/// `line` and `column` are 1-based; `column` counts Unicode scalars from the start of the line
/// (so `é` or `😄` is one column). `offset` is the 0-based byte offset into the file.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  /// The line, from 1.
  public var line: Int
  /// The column, from 1, counted in Unicode scalars from the start of the line.
  public var column: Int
  /// The byte offset from the start of the file, from 0.
  public var offset: Int

  /// The position at `line`:`column`, `offset` bytes into the file.
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
