import ChatShotDiff
import ChatShotImage
import ChatShotRender

/// A render compared with its golden PNG: the verdict, the pixel counts, the diff image and
/// what changed in words. One piece of code for `chatshot check` and `assertChatSnapshot`.
public struct GoldenComparison: Sendable {
  /// The verdict of a comparison.
  public enum Outcome: Sendable, Equatable {
    /// Within the tolerance.
    case match
    /// Beyond the tolerance, or a different size.
    case mismatch
    /// There is no golden file.
    case missing
  }

  /// The verdict: a match, a mismatch, or no golden to compare with.
  public var outcome: Outcome
  /// The golden PNG's path as given to `compare(_:withGoldenAt:tolerance:)`; every report line
  /// about it starts with it.
  public var goldenPath: String
  /// The tolerance the verdict was reached with.
  public var tolerance: GoldenTolerance
  /// The pixel comparison; nil when the golden is missing or the sizes differ.
  public var diff: DiffResult?
  /// The golden's size in pixels; nil when there is no golden.
  public var goldenSize: (width: Int, height: Int)?
  /// The render's size in pixels.
  public var actualSize: (width: Int, height: Int)
  /// How rows and frames moved or resized; nil when the golden recorded no layout.
  public var layoutChanges: [String]?
  /// Options, conversation and environment differences; nil when the golden has no
  /// chatshot metadata.
  public var environmentChanges: [String]?
  /// pixelmatch's diff image, made on a mismatch of equal sizes.
  public var diffImage: RGBAImage?

  /// Compares `snapshot` with the PNG at `path`.
  ///
  /// A missing golden is not an error: the outcome is then `.missing`. Pixels within the
  /// tolerance match unless the golden's metadata records another conversation than the
  /// render's: that is a mismatch whatever the tolerance, and the report names the change.
  /// The diff image is made only on a mismatch of equal sizes with pixels that differ.
  ///
  /// - Throws: `InputError` (`.unreadableInput`) when the golden exists but cannot be read, a
  ///   `ChatShotError` naming the file (`.invalidData`) when it is not a valid PNG,
  ///   `MetadataError` (`.invalidData`) when its metadata is damaged.
  public static func compare(
    _ snapshot: RenderedSnapshot, withGoldenAt path: String, tolerance: GoldenTolerance = .exact
  ) throws -> GoldenComparison {
    let actualSize = (snapshot.image.width, snapshot.image.height)
    var comparison = GoldenComparison(
      outcome: .missing, goldenPath: path, tolerance: tolerance, actualSize: actualSize)
    guard GoldenFile.exists(path) else { return comparison }
    let golden = try GoldenFile.decode(path)
    comparison.goldenSize = (golden.image.width, golden.image.height)
    if golden.image.width == snapshot.image.width && golden.image.height == snapshot.image.height {
      let options = tolerance.diffOptions
      // Equal pixels need no pixelmatch (the common case, and fast even in a debug build).
      let result =
        golden.image.pixels == snapshot.image.pixels
        ? DiffResult(width: golden.image.width, height: golden.image.height, differentPixels: 0)
        : try ImageDiff.compare(golden.image, snapshot.image, options: options).result
      comparison.diff = result
      // Pixels within the tolerance match, unless the golden was drawn from another
      // conversation: a changed text can hide under a tolerance, its metadata cannot.
      var conversationChanged = false
      if let old = golden.text.first(where: { $0.keyword == RenderMetadata.Keyword.conversation }
      )?.text, let new = snapshot.metadata.conversationJSON, old != new {
        conversationChanged = EnvironmentChanges.contentChanges(old, new)?.isEmpty == false
      }
      if tolerance.allows(result) && !conversationChanged {
        comparison.outcome = .match
        return comparison
      }
      if result.differentPixels > 0 {
        comparison.diffImage = try ImageDiff.compare(
          golden.image, snapshot.image, options: options, diffImage: true
        ).diff
      }
    }
    comparison.outcome = .mismatch
    if let metadata = try RenderMetadata(textChunks: golden.text) {
      comparison.environmentChanges = EnvironmentChanges.describe(
        from: metadata, to: snapshot.metadata)
      if let old = metadata.layoutJSON.flatMap(LayoutSummary.parse(dumpText:)) {
        comparison.layoutChanges = LayoutChanges.describe(
          from: old, to: LayoutSummary(snapshot.layout))
      }
    }
    return comparison
  }

  /// What the metadata of the golden at `path` says differs from `snapshot`'s, in the words
  /// of a mismatch report ("theme default changed", "font X.otf now used", the recorded
  /// layout dump); empty when the golden has no chatshot metadata or it records the same.
  package static func metadataChanges(goldenAt path: String, to snapshot: RenderedSnapshot)
    throws -> [String]
  {
    let text = try GoldenFile.readHeaderAndText(FilePath(path)).text
    guard let metadata = try RenderMetadata(textChunks: text) else { return [] }
    var changes = EnvironmentChanges.describe(from: metadata, to: snapshot.metadata)
    if metadata.layoutJSON != snapshot.metadata.layoutJSON {
      changes.append("the recorded layout dump (no frame of it is drawn differently)")
    }
    return changes
  }
}
