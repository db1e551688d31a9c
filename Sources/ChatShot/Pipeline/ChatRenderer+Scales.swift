import ChatShotCore
import ChatShotLayout
import ChatShotModel
import ChatShotRender

extension ChatRenderer {
  /// Every appearance of `appearances` at every scale of `scales`, rendered to memory,
  /// appearance by appearance and in each scale by scale: what
  /// `render(_:theme:options:baseDirectory:to:)` gives for each, the text measured once per
  /// appearance and the photos decoded once for all (the files of a docs page: `chatshot
  /// --scale 1,2 --appearance light,dark`).
  ///
  /// - Parameters:
  ///   - scales: the scales; empty: `options.scale` alone.
  ///   - appearances: the appearances; empty: the one `options` (else the conversation)
  ///     says. A dark one needs a theme with a dark appearance.
  /// - Returns: one rendering per appearance and scale, in that order.
  public func render(
    _ conversation: Conversation, theme: Theme? = nil, options: RenderOptions = RenderOptions(),
    scales: [Double], appearances: [Appearance] = [], baseDirectory: String? = nil
  ) throws -> [Rendering] {
    try render(
      conversation, theme: theme, options: options, scales: scales, appearances: appearances,
      baseDirectory: baseDirectory
    ) { _ in .destination(.memory) }
  }

  /// `render(_:theme:options:scales:appearances:baseDirectory:)` into sinks the caller owns,
  /// one per picture in the same order; nothing is committed (the `chatshot` executable
  /// commits them with its other outputs).
  @discardableResult
  package func render(
    _ conversation: Conversation, theme: Theme? = nil, options: RenderOptions = RenderOptions(),
    scales: [Double], appearances: [Appearance] = [], baseDirectory: String? = nil,
    into sinks: [any ByteSink]
  ) throws -> [Rendering] {
    precondition(
      sinks.count == max(1, scales.count) * max(1, appearances.count), "one sink per picture")
    return try render(
      conversation, theme: theme, options: options, scales: scales, appearances: appearances,
      baseDirectory: baseDirectory
    ) { .sink(sinks[$0]) }
  }

  /// The pictures of a scale × appearance matrix, the `index`th going to `output(index)`.
  private func render(
    _ conversation: Conversation, theme: Theme?, options: RenderOptions, scales: [Double],
    appearances: [Appearance], baseDirectory: String?, output: (Int) -> Output
  ) throws -> [Rendering] {
    let scales = scales.isEmpty ? [options.scale] : scales
    let appearances: [Appearance?] = appearances.isEmpty ? [nil] : appearances
    // Every appearance draws the same photos: decoded once for all of them.
    let keeping = keepsDecodedPhotos
    keepsDecodedPhotos = keeping || appearances.count > 1
    defer {
      keepsDecodedPhotos = keeping
      if !keeping { forgetDecodedPhotos() }
    }
    var renderings: [Rendering] = []
    for (a, appearance) in appearances.enumerated() {
      var options = options
      if let appearance { options.appearance = appearance }
      renderings += try run(
        conversation, theme: theme, options: options, baseDirectory: baseDirectory,
        outputs: scales.indices.map { (scales[$0], output(a * scales.count + $0)) },
        collectMetadata: options.metadata)
    }
    return renderings
  }
}
