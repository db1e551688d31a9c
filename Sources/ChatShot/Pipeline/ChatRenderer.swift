import ChatShotCore
import ChatShotImage
import ChatShotLayout
import ChatShotModel
import ChatShotRender

/// Renders conversations as chat screenshots: the library's one entry point.
///
/// `render(_:theme:options:baseDirectory:to:)` runs the whole pipeline in order: it
/// validates the conversation, resolves the theme, refuses what would be too large before
/// measuring anything, lays the conversation out, checks the layout against `RenderLimits`,
/// collects the metadata, draws and encodes the PNG, and writes it where asked. The
/// `chatshot` executable, `chatshot check`, batch rendering and `ChatShotTesting` all call
/// it, so the bytes are the same whichever way a picture is made.
///
/// ```swift
/// let renderer = try ChatRenderer()
/// let conversation = try ConversationDecoder.decode(contentsOf: "chat.json")
/// try renderer.render(conversation, baseDirectory: ".", to: .file("chat.png"))
/// ```
///
/// Making a renderer sets up its private fonts (a few milliseconds with a warm font cache,
/// more on the first run); reuse it for many renders. A
/// renderer is not thread-safe: use one per thread.
public final class ChatRenderer {
  let text: PangoTextEngine
  /// Built-in images and avatar sprites, decoded once for all renders.
  let cache = RenderCache()
  /// Threads that deflate the PNG while the next strips are drawn (1: deflate on the calling
  /// thread). The bytes are the same for any number. By default one per processor, at most 8;
  /// values are clamped to 1...64.
  public var compressionThreads = ParallelPNGWriter.defaultThreads {
    didSet { compressionThreads = max(1, min(compressionThreads, ParallelPNGWriter.maxThreads)) }
  }
  /// Phase times of the renders, when the caller wants them (`CHATSHOT_TIMINGS=1`).
  package var timings: PhaseTimings?
  /// The most pixels of one picture: `RenderLimits.maxPixels` unless a service sets it lower
  /// (`chatshot serve --max-pixels`), refused before anything is drawn.
  package var maxPixels = RenderLimits.maxPixels
  /// The most bytes a render's decoded images may take (``ImageBudget``; tests lower it).
  var imageBudget = ImageBudget.maxBytes
  /// The most bytes of avatar-file pixels the last render held at once (tests check it).
  var lastPeakAvatarBytes = 0
  /// Keep photos decoded after a run, for the next run of the same conversation (another
  /// appearance); ``forgetDecodedPhotos()`` lets them go. A run of several scales, or one
  /// that shows a photo twice, keeps them for itself anyway (``DecodedPhotos``).
  package var keepsDecodedPhotos = false

  /// Lets go of the photos kept decoded (see ``keepsDecodedPhotos``).
  package func forgetDecodedPhotos() {
    cache.photos = nil
  }

  /// Sets up the private fonts.
  ///
  /// - Throws: `FontError` when the packaged fonts are missing or fontconfig fails.
  public init() throws(FontError) {
    text = try PangoTextEngine()
  }

  /// Renders `conversation` and returns what was drawn: a PNG unless `options.format` or a
  /// file destination's extension says otherwise (`OutputFormat.forFile(_:given:)`).
  ///
  /// - Parameters:
  ///   - conversation: decoded (`ConversationDecoder`) or built in code; either way it is
  ///     validated first (`Conversation.validated()`), so one the command line would refuse
  ///     is refused here too.
  ///   - theme: the theme to draw with; nil takes `options.theme`, else the conversation's
  ///     `theme`, else `default` (as `ThemeCatalog.theme(option:conversation:)`).
  ///   - options: scale, width, compression and the rest; metadata is on by default.
  ///   - baseDirectory: the folder of the conversation's file (nil: the current directory).
  ///     Avatar paths are recorded in the metadata relative to it, so that no folder of this
  ///     machine is written into the PNG.
  ///   - destination: memory (the default), a file written atomically, or standard output.
  /// - Returns: the layout drawn, the image size, the metadata and, for `.memory`, the bytes.
  /// - Throws: errors conforming to `ChatShotError` (`InputError`, `RenderError`,
  ///   `ScreenPartUnavailable`, `UnwritableFormat`, `OutputError`…), whose `kind` says what
  ///   failed.
  @discardableResult
  public func render(
    _ conversation: Conversation, theme: Theme? = nil, options: RenderOptions = RenderOptions(),
    baseDirectory: String? = nil, to destination: RenderDestination = .memory
  ) throws -> Rendering {
    var options = options
    if case .file(let path) = destination {
      options.format = try OutputFormat.forFile(path, given: options.format)
    }
    return try run(
      conversation, theme: theme, options: options, baseDirectory: baseDirectory,
      to: destination, collectMetadata: options.metadata)
  }

  /// `render` for a file as the `chatshot` executable reads it: chatshot's JSON, a chat
  /// script, or an app's export (WhatsApp, Telegram, Discord, a Slack channel folder, a
  /// chatbot transcript), detected from the contents as `ChatImporter` detects it; avatar
  /// paths relative to its folder, which also becomes the base directory.
  ///
  /// - Parameters:
  ///   - path: the conversation file, relative to the current directory or absolute.
  ///   - theme: the theme to draw with; nil chooses as
  ///     `render(_:theme:options:baseDirectory:to:)` does.
  ///   - options: scale, width, compression and the rest.
  ///   - importOptions: the export's format (detected when nil), local user, selection…
  ///   - allowedDirectories: further folders the conversation may name avatars in.
  ///   - destination: memory (the default), a file written atomically, or standard output.
  /// - Returns: what was drawn (`Rendering`).
  /// - Throws: `InputError` when the file cannot be read or is invalid, and whatever
  ///   `render(_:theme:options:baseDirectory:to:)` throws.
  @discardableResult
  public func render(
    contentsOf path: String, theme: Theme? = nil, options: RenderOptions = RenderOptions(),
    importOptions: ImportOptions = ImportOptions(), allowedDirectories: [String] = [],
    to destination: RenderDestination = .memory
  ) throws -> Rendering {
    let conversation = try ChatImporter.conversation(
      contentsOf: FilePath(path), options: importOptions,
      allowedRoots: allowedDirectories.map(FilePath.init))
    return try render(
      conversation, theme: theme, options: options, baseDirectory: Paths.directory(of: path),
      to: destination)
  }

  /// `render` into a sink the caller owns: the PNG's bytes are written to `sink` as they are
  /// encoded, and nothing is committed. The `chatshot` executable renders into an
  /// `AtomicFileSink` it commits together with its other outputs, once all were written.
  @discardableResult
  package func render(
    _ conversation: Conversation, theme: Theme? = nil, options: RenderOptions = RenderOptions(),
    baseDirectory: String? = nil, into sink: any ByteSink
  ) throws -> Rendering {
    try run(
      conversation, theme: theme, options: options, baseDirectory: baseDirectory,
      output: .sink(sink), collectMetadata: options.metadata)
  }

  /// Where the pipeline writes the PNG.
  enum Output {
    case destination(RenderDestination)
    /// A sink of the caller's, written to but not committed.
    case sink(any ByteSink)
  }

  /// The pipeline. `collectMetadata` gathers the metadata even when `options.metadata` keeps
  /// it out of the file (a golden comparison reports what in the environment changed).
  package func run(
    _ conversation: Conversation, theme: Theme?, options: RenderOptions,
    baseDirectory: String?, to destination: RenderDestination, collectMetadata: Bool,
    stripHeight: Int = 256
  ) throws -> Rendering {
    try run(
      conversation, theme: theme, options: options, baseDirectory: baseDirectory,
      output: .destination(destination), collectMetadata: collectMetadata,
      stripHeight: stripHeight)
  }

  private func run(
    _ conversation: Conversation, theme: Theme?, options: RenderOptions,
    baseDirectory: String?, output: Output, collectMetadata: Bool, stripHeight: Int = 256
  ) throws -> Rendering {
    try run(
      conversation, theme: theme, options: options, baseDirectory: baseDirectory,
      outputs: [(options.scale, output)], collectMetadata: collectMetadata,
      stripHeight: stripHeight)[0]
  }

  /// The pipeline for one or more scales: everything up to the layout once (the text is
  /// measured once), then for each scale its checks, metadata, drawing and output.
  func run(
    _ conversation: Conversation, theme: Theme?, options: RenderOptions,
    baseDirectory: String?, outputs: [(scale: Double, output: Output)], collectMetadata: Bool,
    stripHeight: Int = 256
  ) throws -> [Rendering] {
    let (conversation, theme) = try Self.prepared(conversation, theme: theme, options: options)
    // The fonts' identities for the metadata are hashed on another core while the text is
    // measured.
    if collectMetadata {
      FontIdentity.prefetch(
        text.fonts.files.map(\.path), cacheDirectory: text.fonts.cacheDirectory)
    }
    // Refused from the message count before any text is measured (docs/limits.md).
    try checkAnimation(conversation, options: options)
    for (scale, _) in outputs {
      var scaled = options
      scaled.scale = scale
      try RenderLimits.checkEstimate(
        conversation, theme: theme, options: scaled, maxPixels: maxPixels)
    }
    var layout = timed(timings, "layout") { lay(conversation, theme: theme, options: options) }
    defer { text.keptLayouts.reset() }
    // A photo shown more than once in the run is decoded once (DecodedPhotos).
    if keepsDecodedPhotos || outputs.count > 1 || Self.showsAPhotoTwice(conversation) {
      if cache.photos == nil { cache.photos = DecodedPhotos() }
    }
    defer { if !keepsDecodedPhotos { cache.photos = nil } }
    // Named rows are checked before anything is drawn; the markers go in the layout (dump).
    _ = try RowSelector.rows(options.highlight, in: layout, for: .highlight)
    layout.callouts = CalloutFrame.place(
      try RowSelector.rows(options.callouts, in: layout, for: .callouts), in: layout)
    let missing = MissingGlyph.located(text.scripts.missing, in: conversation)
    if !missing.isEmpty { Self.countMissingGlyphs(Set(text.scripts.missing), in: &layout) }
    return try outputs.map { scale, output in
      var options = options
      options.scale = scale
      var rendering = try draw(
        layout, conversation: conversation, theme: theme, options: options,
        baseDirectory: baseDirectory, output: output, collectMetadata: collectMetadata,
        stripHeight: stripHeight)
      rendering.missingGlyphs = missing
      return rendering
    }
  }

  /// The conversation validated and the theme it is drawn with (`theme`, else the options'
  /// or the conversation's), dark when the appearance is, checked to have the screen parts
  /// asked for: the first steps of every render.
  /// Sets each row's `missingGlyphs`: the code points of its text that are in `missing`.
  static func countMissingGlyphs(_ missing: Set<Unicode.Scalar>, in layout: inout TimelineLayout) {
    for index in layout.rows.indices {
      let row = layout.rows[index]
      let texts = [row.content, row.name?.text ?? ""] + row.marks.map(\.text)
      layout.rows[index].missingGlyphs = texts.reduce(0) { count, text in
        count + text.unicodeScalars.reduce(0) { $0 + (missing.contains($1) ? 1 : 0) }
      }
    }
  }

  static func prepared(_ conversation: Conversation, theme: Theme?, options: RenderOptions)
    throws -> (Conversation, Theme)
  {
    let conversation = try conversation.validated()
    let theme = try options.checkedTheme(
      theme ?? ThemeCatalog.theme(option: options.theme, conversation: conversation),
      conversation: conversation)
    return (conversation, theme)
  }

  /// Whether a photo appears twice in one picture: as a reply's thumbnail, or a file sent
  /// twice.
  static func showsAPhotoTwice(_ conversation: Conversation) -> Bool {
    var paths: Set<FilePath> = []
    var ids: Set<String> = []
    for message in conversation.messages {
      guard let image = message.image else { continue }
      if !paths.insert(image.source.path).inserted { return true }
      if let id = message.id { ids.insert(id) }
    }
    return !ids.isEmpty && conversation.messages.contains { $0.replyTo.map(ids.contains) ?? false }
  }

  /// The stages after the layout, for one scale: the limits, the metadata, the drawing.
  private func draw(
    _ layout: TimelineLayout, conversation: Conversation, theme: Theme, options: RenderOptions,
    baseDirectory: String?, output: Output, collectMetadata: Bool, stripHeight: Int
  ) throws -> Rendering {
    // Before the output file, any surface or the encoder exists.
    try RenderLimits.check(layout, theme: theme, options: options, maxPixels: maxPixels)
    let metadata =
      collectMetadata
      ? timed(timings, "metadata") {
        RenderMetadata.collect(
          conversation: conversation, theme: theme, options: options, layout: layout,
          fonts: text.fonts.files + text.scripts.used.flatMap(\.files),
          baseDirectory: baseDirectory)
      } : nil
    let chunks = options.metadata ? metadata?.textChunks ?? [] : []
    let drawing = Drawing(
      layout: layout, conversation: conversation, theme: theme, options: options,
      chunks: chunks, stripHeight: stripHeight)
    var rendering = Rendering(
      bytes: [], format: options.format ?? .png, scale: options.scale,
      appearance: options.appearance ?? conversation.appearance ?? .light, layout: layout,
      pixelWidth: 0, pixelHeight: 0, metadata: metadata)
    let size: (width: Int, height: Int)
    switch output {
    case .sink(let sink):
      size = try draw(drawing, to: sink)
    case .destination(.memory):
      let sink = MemorySink()
      size = try draw(drawing, to: sink)
      rendering.bytes = sink.bytes
    case .destination(.standardOutput):
      size = try draw(drawing, to: StandardOutputSink())
    case .destination(.file(let path)):
      size = try OutputFiles.writing(to: path, timings: timings) { try draw(drawing, to: $0) }
    }
    (rendering.pixelWidth, rendering.pixelHeight) = size
    return rendering
  }

  /// The frame model of `conversation`: pure, the same at every scale. The text layouts it
  /// makes are kept for the drawing that follows (each text is then shaped once).
  func lay(_ conversation: Conversation, theme: Theme, options: RenderOptions) -> TimelineLayout {
    text.keptLayouts.reset()
    text.scripts.startRender(rule: theme.lineHeight ?? .tallest)
    text.keptLayouts.isEnabled = true
    defer { text.keptLayouts.isEnabled = false }
    let parts = options.screenRequest(theme: theme, conversation: conversation)
    return TimelineLayout(
      conversation: conversation, theme: theme, width: options.width, measurer: text,
      emoticons: options.emoticons, chrome: parts.chrome, screen: parts.request)
  }
}
