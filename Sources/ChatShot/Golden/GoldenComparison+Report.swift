import ChatShotImage

extension GoldenComparison {
  /// "G.png: 1,234 different pixels of 1,310,720 (0.094 %); none may differ", or the sizes
  /// when they differ, or "G.png: matches (…)", or, for pixels within the tolerance drawn
  /// from a changed conversation, "G.png: 12 different pixels … within the tolerance (…),
  /// but drawn from another conversation".
  public var summaryLine: String {
    guard let goldenSize else { return "\(goldenPath): no golden" }
    guard let diff else {
      return "\(goldenPath): size differs: golden \(goldenSize.width)×\(goldenSize.height), "
        + "now \(actualSize.width)×\(actualSize.height) pixels"
    }
    let counts = diff.summary
    if outcome == .match { return "\(goldenPath): matches (\(counts))" }
    if tolerance.allows(diff) {
      return "\(goldenPath): \(counts), within the tolerance (\(tolerance.summary)), "
        + "but drawn from another conversation"
    }
    return "\(goldenPath): \(counts); \(tolerance.summary)"
  }

  /// The whole mismatch report: the summary, where the artifacts are, how the layout moved
  /// and what else differs from the render that made the golden.
  public func reportLines(actualPath: String?, diffPath: String?) -> [String] {
    var lines = [summaryLine]
    if let actualPath { lines.append("  actual: \(actualPath)") }
    if let diffPath { lines.append("  diff:   \(diffPath)") }
    guard outcome == .mismatch else { return lines }
    if let environmentChanges {
      if let layoutChanges, !layoutChanges.isEmpty {
        lines.append("layout (golden → now):")
        lines += layoutChanges.map { "  " + $0 }
      } else if layoutChanges != nil {
        lines.append("layout: no row moved or changed size")
      }
      if environmentChanges.isEmpty {
        lines.append("environment: the same as when the golden was made")
      } else {
        lines.append("what differs (golden → now):")
        lines += environmentChanges.map { "  " + $0 }
      }
    } else {
      lines.append("the golden has no chatshot metadata: cannot say what changed")
    }
    return lines
  }

  /// Writes the render (`actualPath`) and, when there is one, the diff image (`diffPath`),
  /// atomically and together (both or neither); returns the diff path if it was written.
  @discardableResult
  public func writeArtifacts(
    of snapshot: RenderedSnapshot, actualPath: String, diffPath: String
  ) throws -> String? {
    // Both or neither: a diff image that cannot be written leaves no actual image either.
    let diff = try diffImage.map { (try PNGWriter.encode($0, hasAlpha: true), diffPath) }
    try GoldenFile.write([(snapshot.png, actualPath)] + (diff.map { [$0] } ?? []))
    return diff == nil ? nil : diffPath
  }
}

/// Where the actual and diff images of a failed check go.
package enum GoldenArtifacts {
  /// `dir/G.actual.png` and `dir/G.diff.png` for golden `dir/G.png`, or the same names under
  /// `directory` when given.
  package static func paths(forGolden golden: String, in directory: String? = nil) -> (
    actual: String, diff: String
  ) {
    var name = golden
    var folder: String?
    if let slash = golden.lastIndex(of: "/") {
      name = String(golden[golden.index(after: slash)...])
      folder = String(golden[...slash])
    }
    if name.lowercased().hasSuffix(".png") { name = String(name.dropLast(4)) }
    let prefix =
      directory.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? folder ?? ""
    return (prefix + name + ".actual.png", prefix + name + ".diff.png")
  }
}
