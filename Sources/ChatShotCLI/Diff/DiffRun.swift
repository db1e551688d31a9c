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
    let (expected, actual) = try Self.openBoth(arguments.expected, arguments.actual)
    let report: DiffReport
    do {
      let result: DiffResult
      if let expected, let actual, expected.reader.streams, actual.reader.streams {
        result = try compareStreaming(expected.reader, actual.reader)
      } else {
        result = try compareWhole(expected?.bytes, actual?.bytes)
      }
      report = .compared(result, match: arguments.tolerance.accepts(result))
    } catch DiffError.sizeMismatch(let e, let a) {
      report = .sizeMismatch(expected: e, actual: a)
    }
    print(arguments.json ? report.json.serialized() : report.line + "\n", terminator: "")
    return report.match ? .success : .different
  }

  /// An input opened for streaming: its reader, and its bytes when it came from standard input
  /// (a file is read again for ``compareWhole(_:_:)``).
  typealias Opened = (reader: PNGRowReader, bytes: [UInt8]?)

  /// Both inputs opened, their headers read. A file that cannot be read is reported before a
  /// PNG that cannot be decoded, whichever of the two it is; nil for an input that cannot be
  /// streamed from its header on (it is then decoded whole, and reports its error there): a
  /// file that is not a PNG (a WebP) goes that way too.
  static func openBoth(_ expected: String, _ actual: String) throws -> (Opened?, Opened?) {
    var decodeError: Error?
    func open(_ path: String) throws -> Opened? {
      do {
        if path == "-" {
          let bytes = try readFile(path)
          return (try PNGRowReader(bytes: bytes, maxPixels: maxPixels), bytes)
        }
        if FileSystem.kind(of: path) == .directory {
          throw DiffTrouble("'\(path)' is a directory, not a PNG file")
        }
        return (try PNGRowReader(path: path, maxFileBytes: maxFileBytes, maxPixels: maxPixels), nil)
      } catch PNGError.notPNG {
        // Another format (WebP): decoded whole by `PictureReader`, which names what it is.
        return nil
      } catch let error as PNGError {
        if decodeError == nil {
          decodeError = DiffTrouble(reading: path, error)
        }
        return nil
      }
    }
    let pair = (try open(expected), try open(actual))
    if let decodeError { throw decodeError }
    return pair
  }

  /// Band by band as both are decoded (``StreamingDiff``), the diff image written as its
  /// rows are made: memory bounded by the width.
  private func compareStreaming(_ expected: PNGRowReader, _ actual: PNGRowReader) throws
    -> DiffResult
  {
    let (e, a) = (expected.header, actual.header)
    guard e.width == a.width, e.height == a.height else {
      throw DiffError.sizeMismatch(expected: (e.width, e.height), actual: (a.width, a.height))
    }
    do {
      guard let path = arguments.output else {
        return try StreamingDiff.compare(expected, actual, options: arguments.options)
      }
      return try writingDiff(to: path, expected, actual)
    } catch let failure as StreamingDiff.ReadFailure {
      let path = failure.image == 0 ? arguments.expected : arguments.actual
      throw DiffTrouble(reading: path, failure.error)
    }
  }

  /// Compares while writing the diff image to `path`, which is replaced only once complete.
  private func writingDiff(to path: String, _ expected: PNGRowReader, _ actual: PNGRowReader)
    throws -> DiffResult
  {
    let e = expected.header
    return try OutputFiles.writing(to: path) { sink in
      let writer = try Self.diffWriter(
        width: e.width, height: e.height, withAlpha: arguments.options.diffMask, sink: sink)
      let result = try StreamingDiff.compare(expected, actual, options: arguments.options) {
        try writer.writeRGBARows($0, stride: e.width * 4, rows: $1)
      }
      try writer.finish()
      return result
    }
  }

  /// Both images decoded whole (an interlaced PNG, whose rows are complete only at the end).
  private func compareWhole(_ expectedBytes: [UInt8]?, _ actualBytes: [UInt8]?) throws
    -> DiffResult
  {
    let expectedBytes = try expectedBytes ?? Self.readFile(arguments.expected)
    let actualBytes = try actualBytes ?? Self.readFile(arguments.actual)
    try requireMemory(expectedBytes, actualBytes)
    let expected = try Self.decode(expectedBytes, from: arguments.expected)
    let actual = try Self.decode(actualBytes, from: arguments.actual)
    let (result, diff) = try ImageDiff.compare(
      expected, actual, options: arguments.options, diffImage: arguments.output != nil)
    if let path = arguments.output, let diff {
      try Self.write(diff, to: path, withAlpha: arguments.options.diffMask)
    }
    return result
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
      throw DiffTrouble(reading: path, error)
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
      let writer = try diffWriter(
        width: image.width, height: image.height, withAlpha: withAlpha, sink: sink)
      try writer.writeRGBA(image)
      try writer.finish()
    }
  }

  /// The diff image's writer: level 1, rows unfiltered, RGB unless `withAlpha`.
  static func diffWriter(width: Int, height: Int, withAlpha: Bool, sink: any ByteSink) throws
    -> PNGWriter
  {
    try PNGWriter(
      width: width, height: height, hasAlpha: withAlpha, compression: 1, filter: .none,
      sink: sink)
  }
}

/// A one-line reason `chatshot diff` cannot compare.
struct DiffTrouble: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }

  /// `PATH: reason` for an image at `path` (`-`: standard input) that cannot be read.
  init(reading path: String, _ error: any Error) {
    let name = path == "-" ? InputFile.standardInputName : path
    self.init(name + ": " + ErrorWording.text(of: error))
  }
}
