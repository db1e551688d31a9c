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
  ///   - conversation: decoded or built in code; validated first, as for every render.
  ///   - theme: the theme to draw with; nil chooses as
  ///     `render(_:theme:options:baseDirectory:to:)` does.
  ///   - options: scale, width, compression and the rest, shared by every picture.
  ///   - scales: the scales; empty: `options.scale` alone.
  ///   - appearances: the appearances; empty: the one `options` (else the conversation)
  ///     says. A dark one needs a theme with a dark appearance.
  ///   - baseDirectory: the folder of the conversation's file (nil: the current directory),
  ///     for the paths recorded in the metadata.
  /// - Returns: one rendering per appearance and scale, in that order.
  public func render(
    _ conversation: Conversation, theme: Theme? = nil, options: RenderOptions = RenderOptions(),
    scales: [Double], appearances: [Appearance] = [], baseDirectory: String? = nil
  ) throws -> [Rendering] {
    let scales = scales.isEmpty ? [options.scale] : scales
    let appearances: [Appearance?] = appearances.isEmpty ? [nil] : appearances
    return try render(
      conversation, theme: theme, options: options,
      pictures: appearances.flatMap { appearance in scales.map { ($0, appearance) } },
      baseDirectory: baseDirectory
    ) { _ in .destination(.memory) }
  }

  /// Each of `pictures` (a scale and an appearance, nil: the one `options` says) into the
  /// sink at the same place in `sinks`, in order; nothing is committed (the `chatshot`
  /// executable commits them with its other outputs). The text is measured once per
  /// appearance, the photos decoded once for all; `options.scale` and `options.appearance`
  /// are ignored where a picture gives its own.
  @discardableResult
  package func render(
    _ conversation: Conversation, theme: Theme? = nil, options: RenderOptions = RenderOptions(),
    pictures: [(scale: Double, appearance: Appearance?)], baseDirectory: String? = nil,
    into sinks: [any ByteSink]
  ) throws -> [Rendering] {
    precondition(sinks.count == pictures.count && !pictures.isEmpty, "one sink per picture")
    return try render(
      conversation, theme: theme, options: options, pictures: pictures,
      baseDirectory: baseDirectory
    ) { .sink(sinks[$0]) }
  }

  /// The pictures, the `index`th going to `output(index)`, grouped by appearance (each group
  /// from one layout), returned in their order.
  private func render(
    _ conversation: Conversation, theme: Theme?, options: RenderOptions,
    pictures: [(scale: Double, appearance: Appearance?)], baseDirectory: String?,
    output: (Int) -> Output
  ) throws -> [Rendering] {
    var appearances: [Appearance?] = []
    for picture in pictures where !appearances.contains(picture.appearance) {
      appearances.append(picture.appearance)
    }
    // Every appearance draws the same photos: decoded once for all of them.
    let keeping = keepsDecodedPhotos
    keepsDecodedPhotos = keeping || appearances.count > 1
    defer {
      keepsDecodedPhotos = keeping
      if !keeping { forgetDecodedPhotos() }
    }
    var renderings = [Rendering?](repeating: nil, count: pictures.count)
    for appearance in appearances {
      var options = options
      if let appearance { options.appearance = appearance }
      let indexes = pictures.indices.filter { pictures[$0].appearance == appearance }
      let drawn = try run(
        conversation, theme: theme, options: options, baseDirectory: baseDirectory,
        outputs: indexes.map { (pictures[$0].scale, output($0)) },
        collectMetadata: options.metadata)
      for (index, rendering) in zip(indexes, drawn) { renderings[index] = rendering }
    }
    return renderings.compactMap { $0 }
  }
}
