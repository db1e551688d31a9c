import ChatShotCore
import ChatShotLayout
import ChatShotModel
import ChatShotRender

extension ChatRenderer {
  /// `render(_:theme:options:baseDirectory:into:)` at every scale of `scales` from one layout
  /// (the text is measured once): each picture goes to the sink at the same place in
  /// `sinks`, nothing is committed. `options.scale` is ignored.
  @discardableResult
  package func render(
    _ conversation: Conversation, theme: Theme? = nil, options: RenderOptions = RenderOptions(),
    scales: [Double], baseDirectory: String? = nil, into sinks: [any ByteSink]
  ) throws -> [Rendering] {
    precondition(scales.count == sinks.count && !scales.isEmpty, "one sink per scale")
    return try run(
      conversation, theme: theme, options: options, baseDirectory: baseDirectory,
      outputs: zip(scales, sinks).map { ($0, Output.sink($1)) },
      collectMetadata: options.metadata)
  }

  /// Every scale of `scales` rendered to memory from one layout, in order: what
  /// `render(_:theme:options:baseDirectory:to:)` gives for each, measured once.
  public func render(
    _ conversation: Conversation, theme: Theme? = nil, options: RenderOptions = RenderOptions(),
    scales: [Double], baseDirectory: String? = nil
  ) throws -> [Rendering] {
    precondition(!scales.isEmpty, "at least one scale")
    return try run(
      conversation, theme: theme, options: options, baseDirectory: baseDirectory,
      outputs: scales.map { ($0, Output.destination(.memory)) },
      collectMetadata: options.metadata)
  }
}
