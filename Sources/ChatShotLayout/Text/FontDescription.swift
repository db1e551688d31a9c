internal import CPangoCairo

/// An owned Pango font description (`PangoFontDescription *`) for a ``FontSpec``.
///
/// The family list is the requested family followed by ``FontFile/fallbackFamilies``; the
/// size is absolute, in points (user-space units of the un-scaled layout context), so the
/// context's resolution never matters.
final class FontDescription {
  /// Owned: freed with `pango_font_description_free` in `deinit`.
  let pointer: OpaquePointer

  /// The description for `spec`, or nil when its size is not a positive finite number.
  init?(_ spec: FontSpec) {
    let pangoSize = spec.size * Double(PANGO_SCALE)
    guard pangoSize >= 1, pangoSize < Double(Int32.max) else { return nil }
    guard let description = pango_font_description_new() else { return nil }
    pointer = description
    pango_font_description_set_family(pointer, Self.familyList(for: spec.family))
    pango_font_description_set_absolute_size(pointer, pangoSize.rounded())
    pango_font_description_set_weight(pointer, Self.pangoWeight(spec.weight))
    pango_font_description_set_style(pointer, PANGO_STYLE_NORMAL)
    pango_font_description_set_stretch(pointer, PANGO_STRETCH_NORMAL)
  }

  deinit { pango_font_description_free(pointer) }

  /// `family` then the fallback families, comma-separated as Pango expects, without
  /// repeats. A family name cannot contain a comma, so commas in `family` are dropped.
  static func familyList(for family: String) -> String {
    var families: [String] = []
    let requested = family.replacingEvery(",", with: " ").trimmingWhitespace()
    for name in [requested] + FontFile.fallbackFamilies
    where !name.isEmpty && !families.contains(name) {
      families.append(name)
    }
    return families.joined(separator: ",")
  }

  /// The OpenType weight for `weight`.
  static func pangoWeight(_ weight: FontWeight) -> PangoWeight {
    switch weight {
    case .regular: PANGO_WEIGHT_NORMAL
    case .medium: PANGO_WEIGHT_MEDIUM
    case .semibold: PANGO_WEIGHT_SEMIBOLD
    case .bold: PANGO_WEIGHT_BOLD
    }
  }
}
