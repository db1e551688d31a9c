/// How to render: everything that changes the picture besides the conversation and theme.
public struct RenderOptions: Hashable, Sendable {
  /// Device pixels per point: 0.5 to 4 (2 by default).
  public var scale: Double = 2
  /// Timeline width in points (the theme's width, 320 for the built-in themes, when nil).
  public var width: Double?
  /// Compression level 0–9 for the PNG: 0 stores, 1–3 are fast (zlib's fast matcher tuned for
  /// flat UI pictures), 4–9 are zlib's levels.
  public var compression: Int = RenderOptions.defaultCompression
  /// Replace `:)`, `:(`, `;-)` and `:-x` with emoji before measuring (seed 000).
  public var emoticons: Bool = false

  /// Level 3 without filters: flat UI images compress best and fastest unfiltered (DESIGN.md);
  /// tuned level 3 deflates twice as fast as zlib's 6 for files about 4 % larger, still
  /// smaller than Pillow's (docs/benchmark.md).
  public static let defaultCompression = 3
  public static let scaleRange: ClosedRange<Double> = 0.5...4
  public static let widthRange: ClosedRange<Double> = 160...2048

  public init() {}
}
