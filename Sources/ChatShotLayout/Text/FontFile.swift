/// One font file from a Debian package that chatshot draws text with.
///
/// chatshot never uses the system's font configuration: exactly these files are named in a
/// private fontconfig configuration (see ``FontConfiguration``), so the same text gives the
/// same pixels on every machine that has the same packages installed.
package struct FontFile: Hashable, Sendable {
  /// Absolute path of the file.
  package var path: String
  /// The family name the file declares (for `.ttc` collections, the face chatshot wants).
  var family: String
  /// The Debian package that installs the file.
  var package: String

  /// Every file chatshot uses, in fallback order (Inter, CJK, emoji, DejaVu), then the faces
  /// of formatted text (Inter's italics, DejaVu Sans Mono for code).
  ///
  /// Metadata hashes these files, so keep the order stable.
  package static let bundled: [FontFile] = [
    inter("Regular"), inter("Medium"), inter("SemiBold"), inter("Bold"),
    FontFile(
      path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
      family: "Noto Sans CJK SC", package: "fonts-noto-cjk"),
    FontFile(
      path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
      family: "Noto Sans CJK SC", package: "fonts-noto-cjk"),
    FontFile(
      path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
      family: "Noto Color Emoji", package: "fonts-noto-color-emoji"),
    FontFile(
      path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
      family: "DejaVu Sans", package: "fonts-dejavu-core"),
    FontFile(
      path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
      family: "DejaVu Sans", package: "fonts-dejavu-core"),
    // Formatted text (RichText): italics, and the monospace face of code.
    inter("Italic"), inter("BoldItalic"),
    FontFile(
      path: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
      family: "DejaVu Sans Mono", package: "fonts-dejavu-core"),
    FontFile(
      path: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf",
      family: "DejaVu Sans Mono", package: "fonts-dejavu-core"),
  ]

  private static func inter(_ style: String) -> FontFile {
    FontFile(
      path: "/usr/share/fonts/opentype/inter/Inter-\(style).otf", family: "Inter",
      package: "fonts-inter")
  }

  /// The families appended after any requested family, in this order: Latin, Greek and
  /// Cyrillic from Inter, Han and kana from the Simplified Chinese CJK face (named
  /// explicitly, or fontconfig picks the Japanese face of the same `.ttc`), colour emoji,
  /// then DejaVu Sans for Arabic, Hebrew and the other scripts.
  static let fallbackFamilies = ["Inter", "Noto Sans CJK SC", "Noto Color Emoji", "DejaVu Sans"]
}
