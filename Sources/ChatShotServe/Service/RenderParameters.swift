import ChatShot

/// What a request's query asks of a render, read by the command line's own option parser
/// (`scale=2` as `--scale 2`), so that the service and `chatshot` agree on every option.
package struct RenderParameters: Sendable {
  package var options = RenderOptions()
  package var importOptions = ImportOptions()
  /// `format=`: nil is PNG.
  package var format: OutputFormat?
  /// `scale=1,2,3` (the snippet): every scale; empty when one was given.
  package var scales: [Double] = []
  /// `appearance=light,dark` (the snippet): every appearance; empty when one was given.
  package var appearances: [Appearance] = []
  /// `name=`: what messages call the input (`<body>` unless given).
  package var name: String?

  package init() {}
}

/// What the service borrows from the command line: the reading of options, and the
/// `<picture>` snippet `--html` writes. `chatshot serve` hands its own in.
package protocol CommandLineOptions: Sendable {
  /// The parameters of `query`; `ServeError.invalidParameter` names the one that is wrong.
  func parameters(_ query: [QueryItem]) throws(ServeError) -> RenderParameters
  /// The snippet `chatshot INPUT -o BASE.png --scale … --appearance … --html` writes for the
  /// files it names after `base`, for a picture `width` × `height` points, `alt` its text.
  func snippet(
    _ parameters: RenderParameters, base: String, width: Double, height: Double, alt: String
  ) -> String
}
