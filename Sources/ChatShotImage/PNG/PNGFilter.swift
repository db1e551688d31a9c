/// The row filter the PNG writer applies before deflate.
///
/// `.none` is the default: for flat UI images it compresses best and fastest
/// (docs/architecture.md#png-encoding).
package enum PNGFilter: Int, Sendable, CaseIterable {
  case none = 0
  case sub = 1
  case up = 2
  case average = 3
  case paeth = 4
  /// libpng chooses among all five per row.
  case adaptive = 5
}
