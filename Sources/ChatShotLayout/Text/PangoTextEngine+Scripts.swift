internal import CPangoCairo
import ChatShotCore

/// The runs of a text that chatshot's first font (Inter) and the emoji font do not draw: CJK,
/// Arabic, Hebrew (the bundled fallbacks), and the scripts only `fonts-noto-core` has
/// (``ScriptFonts``).
///
/// Each such run gets, as Pango attributes:
/// - the family of ``ScriptFonts`` that draws its code points, when no bundled font has them
///   (the family is loaded into the engine's configuration first);
/// - under ``LineHeightRule/primary``, the theme font's own line height, so that a line of
///   Chinese is as tall as a line of Latin (Pango makes each line as tall as its tallest
///   font: Noto Sans CJK is 1.45 em, Inter 1.21 em).
///
/// A code point that no font has is counted (``ScriptState/missing``) and drawn as Pango's
/// box. Text of ASCII only costs one pass over its bytes.
extension PangoTextEngine {
  /// What a run of a text is drawn with.
  private enum RunKind: Equatable {
    /// Inter, or colour emoji: nothing to add.
    case primary
    /// A bundled fallback (CJK, DejaVu Sans): only the line height.
    case fallback
    /// A family of ``ScriptFonts``.
    case script(String)

  }

  /// A run of a text: its UTF-8 offsets and kind.
  private struct Run {
    var start: Int
    var end: Int
    var kind: RunKind
  }

  /// Adds the attributes of `text`'s script runs (its UTF-8 offsets) to `layout`'s list, at
  /// `font`'s line height; records the families used and the code points no font has.
  func addScriptAttributes(_ text: String, font: FontSpec, on layout: OpaquePointer) {
    guard text.utf8.contains(where: { $0 >= 0x80 }) else { return }
    let runs = scriptRuns(text)
    guard !runs.isEmpty else { return }
    let lineHeight = scripts.rule == .primary ? naturalLineHeight(font) : nil
    guard lineHeight != nil || runs.contains(where: { $0.kind != .fallback }) else { return }
    let attributes = pango_attr_list_copy(pango_layout_get_attributes(layout))
    for run in runs {
      var made: [UnsafeMutablePointer<PangoAttribute>?] = []
      if case .script(let family) = run.kind { made.append(pango_attr_family_new(family)) }
      if let lineHeight { made.append(pango_attr_line_height_new_absolute(lineHeight)) }
      for case let attribute? in made {
        attribute.pointee.start_index = UInt32(clamping: run.start)
        attribute.pointee.end_index = UInt32(clamping: run.end)
        pango_attr_list_insert(attributes, attribute)
      }
    }
    pango_layout_set_attributes(layout, attributes)
    pango_attr_list_unref(attributes)
  }

  /// The number of code points of `text` that no font has (drawn as boxes).
  package func missingGlyphs(in text: String) -> Int {
    guard text.utf8.contains(where: { $0 >= 0x80 }) else { return 0 }
    let coverage = scripts.coverage(of: fonts)
    return text.unicodeScalars.reduce(0) { count, scalar in
      count + (Self.isDrawn(scalar) && kind(of: scalar, coverage: coverage) == nil ? 1 : 0)
    }
  }

  /// The runs of `text` that are not ``RunKind/primary``, as UTF-8 offsets. Code points that
  /// are never drawn (joiners, variation selectors, spaces…) join the run before them.
  private func scriptRuns(_ text: String) -> [Run] {
    let coverage = scripts.coverage(of: fonts)
    var runs: [Run] = []
    var offset = 0
    var current = RunKind.primary
    for scalar in text.unicodeScalars {
      let length = UTF8.width(scalar)
      defer { offset += length }
      var kind = current
      if scalar == " " || !Self.isDrawn(scalar) {
        // Spaces, joiners and selectors stay in the run they are in, so a line of Thai
        // words is one run, as tall as the theme's font.
      } else if scalar.value < 0x80 {
        kind = .primary
      } else {
        if let found = self.kind(of: scalar, coverage: coverage) {
          kind = found
        } else {
          scripts.noteMissing(scalar)
          kind = .primary
        }
      }
      current = kind
      guard kind != .primary else { continue }
      if let last = runs.last, last.kind == kind, last.end == offset {
        runs[runs.count - 1].end = offset + length
      } else {
        runs.append(Run(start: offset, end: offset + length, kind: kind))
      }
    }
    return runs
  }

  /// Which fonts draw `scalar`; nil when none has it. Loads a ``ScriptFonts`` family the
  /// first time one is needed.
  private func kind(of scalar: Unicode.Scalar, coverage: ScriptState.Coverage) -> RunKind? {
    if coverage.primary.contains(scalar) { return .primary }
    if coverage.bundled.contains(scalar) { return .fallback }
    guard let family = ScriptFonts.installed.family(covering: scalar) else { return nil }
    load(family)
    return .script(family.name)
  }

  /// Whether `scalar` is drawn with a glyph of its own: not a control, format character,
  /// separator or other default-ignorable code point (Pango draws those as nothing).
  private static func isDrawn(_ scalar: Unicode.Scalar) -> Bool {
    let properties = scalar.properties
    if properties.isDefaultIgnorableCodePoint || properties.isWhitespace { return false }
    switch properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .surrogate:
      return false
    default: return true
    }
  }

  /// Adds `family`'s files to the configuration (once per engine) and makes Pango read it
  /// again; records that the current render uses it.
  private func load(_ family: ScriptFonts.Family) {
    scripts.noteUsed(family)
    guard scripts.loaded.insert(family.name).inserted else { return }
    FontLock.run {
      for file in family.files {
        _ = file.path.withCString { path in
          path.withMemoryRebound(to: FcChar8.self, capacity: file.path.utf8.count + 1) {
            FcConfigAppFontAddFile(fonts.pointer, $0)
          }
        }
      }
      pango_fc_font_map_config_changed(chatshot_fc_font_map(fontMap))
    }
  }

  /// The height of one line of `font`'s own face, in Pango units (cached).
  private func naturalLineHeight(_ font: FontSpec) -> Int32? {
    if let known = scripts.lineHeights[font] { return known }
    guard let layout = newLayout(font: font) else { return nil }
    Self.setText("x", on: layout)
    let units = Int32(
      (TextLayout(taking: layout).logicalRect.height * Double(PANGO_SCALE)).rounded())
    scripts.lineHeights[font] = units
    return units
  }
}

/// How tall a line with CJK or another fallback script is (a theme's `lineHeight`).
package enum LineHeightRule: String, Sendable, Hashable, CaseIterable, Encodable, AbsentWhenNil {
  /// As tall as the tallest font in it (Pango's rule; the seed themes).
  case tallest
  /// As tall as a line of the theme's font, whatever script it holds.
  case primary
}

/// An engine's per-script state: the coverage of its fonts, the families loaded, and what the
/// current render used and missed.
package struct ScriptState {
  /// The code points of Inter and colour emoji (``primary``) and of every bundled font.
  struct Coverage {
    var primary: CharacterCoverage
    var bundled: CharacterCoverage
  }

  /// The line-height rule of the current render's theme.
  package var rule = LineHeightRule.tallest
  /// The ``ScriptFonts`` families loaded into the configuration.
  var loaded: Set<String> = []
  /// Line heights by font, in Pango units.
  var lineHeights: [FontSpec: Int32] = [:]
  /// The families the current render used, in the order first used.
  package private(set) var used: [ScriptFonts.Family] = []
  /// The code points of the current render that no font has, in the order first met.
  package private(set) var missing: [Unicode.Scalar] = []
  private var coverage: Coverage?

  /// The coverage of `fonts`' bundled files, computed once.
  mutating func coverage(of fonts: FontConfiguration) -> Coverage {
    if let coverage { return coverage }
    let faces = FontConfiguration.faces(of: fonts.pointer)
    let made = Coverage(
      primary: .of(faces, families: ["Inter", "Noto Color Emoji"]), bundled: .of(faces))
    coverage = made
    return made
  }

  mutating func noteUsed(_ family: ScriptFonts.Family) {
    if !used.contains(family) { used.append(family) }
  }

  mutating func noteMissing(_ scalar: Unicode.Scalar) {
    if !missing.contains(scalar), missing.count < 1000 { missing.append(scalar) }
  }

  /// Forgets what the last render used and missed (kept: loaded fonts, coverage).
  package mutating func startRender(rule: LineHeightRule) {
    self.rule = rule
    used = []
    missing = []
  }
}
