// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "chatshot",
  products: [
    .executable(name: "chatshot", targets: ["ChatShotCLI"]),
    .library(name: "ChatShot", targets: ["ChatShot"]),
    .library(name: "ChatShotTesting", targets: ["ChatShotTesting"]),
  ],
  targets: [
    .systemLibrary(
      name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
    // pango's include directories from a file of our own rather than pangocairo.pc, whose
    // -pthread SwiftPM warns about on every build (see the file). SwiftPM takes an absolute
    // path there, but splits the names at spaces: in a folder whose path has one, fall back.
    .systemLibrary(
      name: "CPangoCairo",
      pkgConfig: Context.packageDirectory.contains(" ")
        ? "pangocairo" : Context.packageDirectory + "/Sources/CPangoCairo/pangocairo-headers.pc",
      providers: [.apt(["libpango1.0-dev"])]),
    // Colour emoji bitmaps, loaded once per process (Text/ColorGlyphCache.swift).
    .systemLibrary(
      name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
    .systemLibrary(
      name: "CGLib", pkgConfig: "glib-2.0", providers: [.apt(["libglib2.0-dev"])]),
    .systemLibrary(
      name: "CLibPNG", pkgConfig: "libpng16", providers: [.apt(["libpng-dev"])]),
    // Photos: JPEG through libjpeg-turbo, EXIF orientation through libexif.
    .systemLibrary(
      name: "CLibJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
    .systemLibrary(
      name: "CLibEXIF", pkgConfig: "libexif", providers: [.apt(["libexif-dev"])]),
    // The Markdown parser of "format": "markdown" (its callbacks become RichText).
    .systemLibrary(name: "CMD4C", pkgConfig: "md4c", providers: [.apt(["libmd4c-dev"])]),
    // Export zips (WhatsApp's, Slack's), read in place without extracting them.
    .systemLibrary(
      name: "CLibArchive", pkgConfig: "libarchive", providers: [.apt(["libarchive-dev"])]),
    // Lossless WebP output and reading, with its XMP chunk (libwebp, libwebpmux, libwebpdemux).
    .systemLibrary(
      name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
    // The HTTP server of `chatshot serve` and `preview` (GNU libmicrohttpd).
    .systemLibrary(
      name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
    // C where Swift cannot do the job or where C code calls it; each target's main header
    // says which. Statuses, failures and call-order checks of the C PNG code (cpng_status.h).
    .target(name: "CStatus"),
    // cairo's ARGB32 pixels to PNG's byte orders, in both encoders' row loops.
    .target(name: "CPixels"),
    // The libpng shim: the streaming writer and the reader, and every setjmp (libpng reports
    // errors with longjmp, which Swift cannot catch).
    .target(name: "CPNGBridge", dependencies: ["CLibPNG", "CStatus", "CPixels"]),
    // The libjpeg shim: libjpeg reports errors with longjmp too, so its setjmp points live here.
    .target(name: "CJPEGBridge", dependencies: ["CLibJPEG"]),
    // The parallel PNG encoder: deflate on worker threads, with zlib rather than libpng.
    .target(
      name: "CDeflate", dependencies: ["CStatus", "CPixels"],
      linkerSettings: [.linkedLibrary("z")]),
    // For output: temporary files a signal handler removes, and write-back advice.
    .target(name: "COutput"),
    // The library, one target per stage of the pipeline, each depending only on those below
    // it, so that a wrong-way reference does not compile (docs/architecture.md#targets).
    // Errors as values, geometry, JSON, files, output, threads: what every stage stands on.
    .target(name: "ChatShotCore", dependencies: ["CGLib", "COutput"]),
    // Pixels: Cairo surfaces and contexts, the PNG and JPEG codecs.
    .target(
      name: "ChatShotImage",
      dependencies: [
        "ChatShotCore", "CCairo", "CLibPNG", "CPNGBridge", "CDeflate", "CPixels", "CStatus",
        "CJPEGBridge", "CLibEXIF",
      ],
      linkerSettings: [.linkedLibrary("m")]),
    // The conversation: model, decoding, validation, formatted text, the importers.
    .target(
      name: "ChatShotModel",
      dependencies: ["ChatShotCore", "ChatShotImage", "CMD4C", "CLibArchive"]),
    // Themes, text measured with Pango, the frame model.
    .target(
      name: "ChatShotLayout",
      dependencies: [
        "ChatShotCore", "ChatShotImage", "ChatShotModel", "CCairo", "CPangoCairo", "CFreeType",
      ]),
    // Drawing in strips, the metadata, the other formats (SVG, PDF, WebP).
    .target(
      name: "ChatShotRender",
      dependencies: [
        "ChatShotCore", "ChatShotImage", "ChatShotModel", "ChatShotLayout", "CCairo", "CLibPNG",
        "CWebP",
      ]),
    // Pixel comparison (pixelmatch's algorithm), beside the pipeline.
    .target(name: "ChatShotDiff", dependencies: ["ChatShotCore", "ChatShotImage"]),
    // The façade users import: the pipeline's one entry point and golden checking; it
    // re-exports the stages' public API.
    .target(
      name: "ChatShot",
      dependencies: [
        "ChatShotCore", "ChatShotImage", "ChatShotModel", "ChatShotLayout", "ChatShotRender",
        "ChatShotDiff", "CPixels",
      ]),
    // The render service and preview page (`chatshot serve`, `chatshot preview`): HTTP on
    // libmicrohttpd, a pool of render workers, the page embedded in the binary.
    .target(
      name: "ChatShotServe", dependencies: ["ChatShot", "CMicroHTTPD"],
      // The preview page, compiled into the binary as bytes (PackageResources): no file is
      // read at run time, and no copy of it is committed.
      resources: [
        .embedInCode("Page/index.html"), .embedInCode("Page/page.js"),
        .embedInCode("Page/page.css"),
      ]),
    // Release builds link the Swift runtime in: no libswiftCore & co. for the dynamic linker
    // to load at each start (issue #6; the library uses no Foundation). Not in debug builds:
    // with -sanitize=address (scripts/asan.sh), -static-stdlib's --exclude-libs=ALL hides
    // ASan's interceptors, so memory that libc allocates (getcwd) is freed as a bad free.
    .executableTarget(
      name: "ChatShotCLI", dependencies: ["ChatShot", "ChatShotServe"],
      linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))]),
    // assertChatSnapshot for XCTest and Swift Testing: goldens beside the test file.
    .target(name: "ChatShotTesting", dependencies: ["ChatShot"]),
    // Draws the balloon and avatar images in Assets/ (run: swift run AssetGen; --check proves the committed files).
    .executableTarget(name: "AssetGen", dependencies: ["CCairo"]),
    // Diff throughput on pixelmatch's fixtures (run: scripts/bench-diff.sh).
    .executableTarget(name: "DiffBench", dependencies: ["ChatShot"]),
    // Fuzzes decode → layout → render (scripts/fuzz.sh): a seeded mutation driver in a normal
    // build; with -DCHATSHOT_LIBFUZZER and sanitizer coverage, libFuzzer.
    .executableTarget(name: "ChatShotFuzz", dependencies: ["ChatShot"]),
    // JPEG files made for the tests (progressive scans, CMYK): test support, never linked into
    // chatshot.
    .target(name: "CJPEGTestWriter", dependencies: ["CLibJPEG"], path: "Tests/CJPEGTestWriter"),
    .testTarget(
      name: "ChatShotTests",
      dependencies: [
        "ChatShot", "ChatShotTesting", "ChatShotCLI", "ChatShotServe", "CJPEGTestWriter",
      ]),
  ]
)
