#if CHATSHOT_LIBFUZZER
  import ChatShot
  import Foundation

  /// libFuzzer's driver (from `libclang_rt.fuzzer_no_main`, linked by scripts/fuzz.sh).
  /// Declared by name: it is a plain C function of pointers and ints, which Swift calls
  /// the same way on the platforms this runs on.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  @_silgen_name("LLVMFuzzerRunDriver")
  func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  ) -> Int32

  /// The renderer shared by every input (libFuzzer calls back on one thread).
  nonisolated(unsafe) private var sharedRenderer: ChatRenderer?

  /// `chatshot-fuzz` built for libFuzzer (scripts/fuzz.sh): instrumented with
  /// `-sanitize=address -sanitize-coverage=…`, with `-DCHATSHOT_LIBFUZZER`. Takes
  /// libFuzzer's usual arguments (corpus folders, `-max_total_time=`, …).
  @main struct LibFuzzerMain {
    static func main() {
      var argc = CommandLine.argc
      var argv = CommandLine.unsafeArgv
      exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
    }
  }

  private func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let renderer: ChatRenderer
    if let shared = sharedRenderer {
      renderer = shared
    } else {
      guard let made = try? ChatRenderer() else { FuzzTarget.fail("cannot set up the fonts") }
      sharedRenderer = made
      renderer = made
    }
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzTarget.run(bytes, renderer: renderer, baseDirectory: FileZoo.folder)
    return 0
  }
#endif
