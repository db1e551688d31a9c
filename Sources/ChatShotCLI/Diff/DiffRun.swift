import ChatShot

/// One comparison from the command line: read both PNGs, compare, write the diff image,
/// report.
struct DiffRun {
  let arguments: DiffArguments

  /// Largest PNG file read, and largest image decoded (tall chat screenshots are big).
  static let maxFileBytes = 1 << 30
  static let maxPixels = 1 << 30

  func run() throws -> ExitCode {
    if let output = arguments.output {
      // Trouble (2), as diff(1) reports every command line it cannot carry out.
      var check = OutputCheck()
      check.input(arguments.expected, "EXPECTED '\(arguments.expected)'")
      check.input(arguments.actual, "ACTUAL '\(arguments.actual)'")
      check.output(output, "-o '\(output)'")
      try check.check()
    }
    let expectedBytes = try Self.readFile(arguments.expected)
    let actualBytes = try Self.readFile(arguments.actual)
    try requireMemory(expectedBytes, actualBytes)
    let expected = try Self.decode(expectedBytes, from: arguments.expected)
    let actual = try Self.decode(actualBytes, from: arguments.actual)
    let report: DiffReport
    do {
      let (result, diff) = try ImageDiff.compare(
        expected, actual, options: arguments.options, diffImage: arguments.output != nil)
      if let path = arguments.output, let diff {
        try Self.write(diff, to: path, withAlpha: arguments.options.diffMask)
      }
      report = .compared(result, match: arguments.tolerance.accepts(result))
    } catch DiffError.sizeMismatch(let e, let a) {
      report = .sizeMismatch(expected: e, actual: a)
    }
    print(arguments.json ? report.json.serialized() : report.line + "\n", terminator: "")
    return report.match ? .success : .different
  }

  /// The PNG at `path` (`-`: standard input) as RGBA8.
  static func readImage(_ path: String) throws -> RGBAImage {
    try decode(readFile(path), from: path)
  }

  /// The bytes of the file at `path` (`-`: standard input).
  static func readFile(_ path: String) throws -> [UInt8] {
    let limits = InputLimits(maxFileBytes: maxFileBytes)
    if path == "-" { return try InputFile.readStandardInput(limits: limits) }
    if FileSystem.kind(of: path) == .directory {
      throw DiffTrouble("'\(path)' is a directory, not a PNG file")
    }
    return try InputFile.read(path, limits: limits)
  }

  /// The PNG `bytes` read from `path` as RGBA8.
  static func decode(_ bytes: [UInt8], from path: String) throws -> RGBAImage {
    do {
      return try PictureReader.decode(bytes, maxPixels: maxPixels).image
    } catch {
      throw DiffTrouble("\(path == "-" ? InputFile.standardInputName : path): \(error)")
    }
  }

  /// Under an address-space limit, refuses (exit 70) images whose pixels would not fit:
  /// both decoded, and the diff image when one is written (`MemoryLimit`).
  private func requireMemory(_ expected: [UInt8], _ actual: [UInt8]) throws(OutOfMemory) {
    guard MemoryLimit.addressSpace != nil, let a = try? PictureReader.probe(expected),
      let b = try? PictureReader.probe(actual)
    else { return }
    let (pixelsA, pixelsB) = (a.width * a.height, b.width * b.height)
    try MemoryLimit.requireForImages(
      pixels: pixelsA + pixelsB + (arguments.output == nil ? 0 : max(pixelsA, pixelsB)),
      bytes: expected.count + actual.count,
      what: "comparing images of \(a.width)×\(a.height) and \(b.width)×\(b.height) pixels")
  }

  /// Writes `image` as a PNG that replaces `path` only once complete.
  ///
  /// RGB unless `withAlpha` (a diff mask): every other diff image is opaque. Level 1 with
  /// unfiltered rows: about twice as fast as level 6 on flat images, a little larger.
  static func write(_ image: RGBAImage, to path: String, withAlpha: Bool) throws {
    try OutputFiles.writing(to: path) { sink in
      let writer = try PNGWriter(
        width: image.width, height: image.height, hasAlpha: withAlpha, compression: 1,
        filter: .none, sink: sink)
      try writer.writeRGBA(image)
      try writer.finish()
    }
  }
}

/// A one-line reason `chatshot diff` cannot compare.
struct DiffTrouble: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
