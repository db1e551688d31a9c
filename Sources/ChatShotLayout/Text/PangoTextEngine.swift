internal import CPangoCairo
import ChatShotCore
import ChatShotModel

/// Measures and draws text with Pango, using only chatshot's private fonts.
///
/// All layout happens on one un-scaled Pango context (1 unit = 1 point) whose font options
/// make metrics independent of the render scale: hint metrics off, hint style none, grey
/// antialiasing, unrounded glyph positions. The renderer draws the same layouts on its
/// scaled `cairo_t`, so a text measures the same at every scale and is drawn crisply.
///
/// The context's language is the unassigned tag `xx`, not `en`: Pango treats a language it
/// has no script table for as covering every script, so it never derives a per-script
/// language from `PANGO_LANGUAGE`, `LANGUAGE` or the locale (with `en`, `LANGUAGE=ja`
/// switches Han text to Japanese glyph forms). Line breaking follows Unicode's default
/// rules; fonts come from the family list alone.
///
/// Thread-safety: an engine and its layouts belong to one thread (Pango font maps and
/// contexts are not thread-safe). Make one engine per thread; it is not `Sendable`. Engines
/// on several threads share Cairo's FreeType faces, so every use of fonts takes
/// ``FontLock`` (laying out, querying and releasing a ``TextLayout``, drawing glyphs).
package final class PangoTextEngine: TextMeasuring {
  /// The private fontconfig configuration the font map reads.
  package let fonts: FontConfiguration
  /// Owned: a Pango cairo font map bound to ``fonts``, released in `deinit`.
  let fontMap: UnsafeMutablePointer<PangoFontMap>
  /// Owned: the un-scaled layout context (`PangoContext *`), released in `deinit`.
  let context: OpaquePointer
  private var descriptions: [FontSpec: FontDescription] = [:]
  /// Layouts measured for the current render, drawn without shaping again.
  package var keptLayouts = KeptLayouts()
  /// Colour emoji images, loaded once for the engine's life (see ``show(_:line:on:)``).
  let colorGlyphs = ColorGlyphCache()
  /// Fonts for other scripts, line heights, and what the current render used and missed.
  package var scripts = ScriptState()

  /// The language every layout is shaped and broken with (see the type's documentation).
  static let language = "xx"

  /// Sets up the private fonts (``FontConfiguration``) and a layout context.
  ///
  /// - Throws: ``FontError`` when a font file is missing or unusable.
  package convenience init() throws(FontError) {
    try self.init(fonts: FontConfiguration())
  }

  /// An engine drawing with `fonts`, which also becomes fontconfig's current configuration
  /// (so Pango never loads the system's).
  init(fonts: FontConfiguration) throws(FontError) {
    try fonts.makeCurrent()
    let (map, context) = try FontLock.run { () throws(FontError) in
      guard let map = pango_cairo_font_map_new() else {
        throw .configurationFailed("creating a Pango font map")
      }
      pango_fc_font_map_set_config(chatshot_fc_font_map(map), fonts.pointer)
      guard let context = Self.makeContext(fontMap: map) else {
        g_object_unref(map)
        throw .configurationFailed("creating a Pango context")
      }
      return (map, context)
    }
    self.fonts = fonts
    fontMap = map
    self.context = context
  }

  /// Under ``FontLock``, which the font map's fonts and their Cairo faces are released in
  /// (the layouts and colour glyphs the engine keeps take it themselves).
  deinit {
    FontLock.run {
      g_object_unref(UnsafeMutableRawPointer(context))
      g_object_unref(fontMap)
    }
  }

  /// A new context on `fontMap` with chatshot's font options and language (owned by the
  /// caller). Tests use it to check that scaled contexts measure the same.
  static func makeContext(fontMap: UnsafeMutablePointer<PangoFontMap>) -> OpaquePointer? {
    guard let context = pango_font_map_create_context(fontMap) else { return nil }
    guard let options = cairo_font_options_create() else { return context }
    defer { cairo_font_options_destroy(options) }
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    pango_cairo_context_set_font_options(context, options)
    pango_context_set_round_glyph_positions(context, 0)
    pango_context_set_language(context, pango_language_from_string(language))
    pango_context_set_base_dir(context, PANGO_DIRECTION_WEAK_LTR)
    return context
  }

  /// See ``TextMeasuring/measure(_:font:maxWidth:)``. The empty string measures 0 × 0: it
  /// has no line to show (Pango would give one line's height). Any other text, even a
  /// space, has at least one line. A `maxWidth` that is not a positive finite number means
  /// "no limit".
  package func measure(_ text: String, font: FontSpec, maxWidth: Double) -> Size {
    guard let made = layout(text, font: font, maxWidth: maxWidth) else { return .zero }
    keptLayouts.keep(made, for: .init(text: text, font: font, maxWidth: maxWidth))
    return made.size
  }

  /// The layout of `text`, wrapped at `maxWidth` points (words, then characters), as
  /// measured and drawn; nil for the empty string or an unusable font size.
  package func layout(_ text: String, font: FontSpec, maxWidth: Double) -> TextLayout? {
    guard !text.isEmpty, let layout = newLayout(font: font) else { return nil }
    pango_layout_set_width(layout, Self.pangoLength(maxWidth))
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    setText(PangoText.breakingLongRuns(PangoText.sanitized(text)), font: font, on: layout)
    return TextLayout(taking: layout)
  }

  /// Sets `text` on `layout` (drawn in `font`) with its script runs' attributes
  /// (``addScriptAttributes(_:font:on:)``).
  func setText(_ text: String, font: FontSpec, on layout: OpaquePointer) {
    Self.setText(text, on: layout)
    addScriptAttributes(text, font: font, on: layout)
  }

  /// A new empty layout (owned by the caller) on the un-scaled context with `font` and no
  /// hyphens at breaks inside words (Pango inserts them by default; UIKit does not); every
  /// line as tall as the font's `lineHeight` when it has one.
  func newLayout(font: FontSpec) -> OpaquePointer? {
    guard let description = description(for: font), let layout = pango_layout_new(context)
    else { return nil }
    pango_layout_set_font_description(layout, description.pointer)
    let attributes = pango_attr_list_new()
    pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
    if let height = font.lineHeight?.value {
      pango_attr_list_insert(
        attributes,
        pango_attr_line_height_new_absolute(Int32((height * Double(PANGO_SCALE)).rounded())))
    }
    pango_layout_set_attributes(layout, attributes)
    pango_attr_list_unref(attributes)
    return layout
  }

  /// The cached description of `font`, nil when its size is unusable.
  private func description(for font: FontSpec) -> FontDescription? {
    if let cached = descriptions[font] { return cached }
    let description = FontDescription(font)
    descriptions[font] = description
    return description
  }

  /// Sets `text` (no NUL, valid UTF-8) as the layout's plain text: never parsed as markup.
  static func setText(_ text: String, on layout: OpaquePointer) {
    guard !text.isEmpty else { return pango_layout_set_text(layout, "", 0) }
    var text = text
    text.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) {
        pango_layout_set_text(layout, $0.baseAddress, Int32(clamping: $0.count))
      }
    }
  }

  /// `points` in Pango units for a layout width, rounded down so text never exceeds it;
  /// -1 (no limit) when `points` is not a positive finite number.
  package static func pangoLength(_ points: Double) -> Int32 {
    let units = (points * Double(PANGO_SCALE)).rounded(.down)
    guard units >= 1, units < Double(Int32.max) else { return -1 }
    return Int32(units)
  }
}
