internal import CPangoCairo
internal import Glibc

/// The versions of the text and drawing libraries loaded at run time, for `--version` and
/// image metadata: a different version can move glyphs by a fraction of a pixel.
package enum LibraryVersions {
  /// Pango's version, e.g. "1.50.12".
  package static var pango: String { String(cString: pango_version_string()) }

  /// HarfBuzz's version (Pango's shaper), e.g. "6.0.0".
  package static var harfbuzz: String { String(cString: hb_version_string()) }

  /// fontconfig's version, e.g. "2.14.1" (from `FcGetVersion`, which gives 21401).
  package static var fontconfig: String {
    let number = Int(FcGetVersion())
    return "\(number / 10000).\(number / 100 % 100).\(number % 100)"
  }

  /// Cairo's version, e.g. "1.16.0".
  package static var cairo: String { String(cString: cairo_version_string()) }

  /// FreeType's version, e.g. "2.12.1", or nil when it cannot be asked.
  ///
  /// chatshot does not link FreeType itself (fontconfig and Pango load it), so its
  /// functions are looked up in the process with `dlsym`.
  package static var freetype: String? {
    typealias Initialize = @convention(c) (UnsafeMutablePointer<OpaquePointer?>) -> Int32
    typealias Release = @convention(c) (OpaquePointer?) -> Int32
    typealias Version =
      @convention(c) (
        OpaquePointer?, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>,
        UnsafeMutablePointer<Int32>
      ) -> Void
    guard let process = dlopen(nil, RTLD_NOW) else { return nil }
    defer { dlclose(process) }
    guard let initSymbol = dlsym(process, "FT_Init_FreeType"),
      let doneSymbol = dlsym(process, "FT_Done_FreeType"),
      let versionSymbol = dlsym(process, "FT_Library_Version")
    else { return nil }
    var library: OpaquePointer?
    guard unsafeBitCast(initSymbol, to: Initialize.self)(&library) == 0, library != nil else {
      return nil
    }
    defer { _ = unsafeBitCast(doneSymbol, to: Release.self)(library) }
    var (major, minor, patch): (Int32, Int32, Int32) = (0, 0, 0)
    unsafeBitCast(versionSymbol, to: Version.self)(library, &major, &minor, &patch)
    return "\(major).\(minor).\(patch)"
  }

  /// Every library and its version as `name version` lines, in a fixed order.
  package static var summary: [String] {
    [
      "cairo \(cairo)", "pango \(pango)", "harfbuzz \(harfbuzz)",
      "fontconfig \(fontconfig)", "freetype \(freetype ?? "unknown")",
    ]
  }
}
