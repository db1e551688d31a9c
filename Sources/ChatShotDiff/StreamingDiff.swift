import ChatShotCore
import ChatShotImage
internal import Glibc

/// Compares two PNGs band by band as they are decoded, with pixelmatch's algorithm
/// (``ImageDiff``): the same count and the same diff image, in memory bounded by the width.
///
/// The rows are cut into bands of about 2 MiB of pixels per image (at least two rows).
/// Each step of the pipeline runs, at once on their own threads: the decoding of band k of
/// both images (one thread each), the comparison of band k − 2 (split among the other
/// cores), and the hand-over of band k − 3's diff rows to `output`, in order. A band's
/// buffer holds two rows of the band above and two of the band below around its own rows,
/// because anti-aliasing detection looks two rows away; so a band is compared once the band
/// after it is decoded. Three input bands and two output bands are held per image: with
/// 640-pixel rows, about 16 MB in all. Deterministic: each band's count and rows are the
/// same whatever the threads do, and the output is handed over in row order.
package enum StreamingDiff {
  /// Bytes of pixels in a band of one image.
  static let bandBytes = 2 << 20

  /// Rows per band for `width`-pixel rows: about ``bandBytes``, at least 2.
  static func bandRows(width: Int) -> Int { max(2, bandBytes / max(1, width * 4)) }

  /// Compares `expected` with `actual`, both read from their first row on, and hands the
  /// diff image's rows (RGBA8, `width × 4` bytes apart) to `output` in order, a band at a
  /// time (borrowed for the call), when it is given.
  ///
  /// - Parameters:
  ///   - bandRows: rows per band (tests use small ones); by default ``bandRows(width:)``.
  ///   - threads: cores to use; by default every core online.
  /// - Throws: `DiffError.sizeMismatch` when the sizes differ (nothing is decoded),
  ///   `DiffError.invalidOption`, ``ReadFailure`` for data that cannot be decoded (or an
  ///   interlaced image: check ``PNGRowReader/streams`` first), and whatever `output` throws.
  package static func compare(
    _ expected: PNGRowReader, _ actual: PNGRowReader, options: DiffOptions = .init(),
    bandRows: Int? = nil, threads: Int? = nil,
    output: ((UnsafeRawPointer, Int) throws -> Void)? = nil
  ) throws -> DiffResult {
    let (a, b) = (expected.header, actual.header)
    guard a.width == b.width, a.height == b.height else {
      throw DiffError.sizeMismatch(expected: (a.width, a.height), actual: (b.width, b.height))
    }
    let options = try options.validated()
    guard a.width > 0, a.height > 0 else {
      return DiffResult(width: a.width, height: a.height, differentPixels: 0)
    }
    let run = Run(
      width: a.width, height: a.height, bandRows: max(2, bandRows ?? Self.bandRows(width: a.width)),
      options: options, sources: (expected, actual),
      comparers: max(1, (threads ?? Environment.activeProcessorCount) - 2),
      hasOutput: output != nil)
    let count = try run.run(output)
    return DiffResult(width: a.width, height: a.height, differentPixels: count)
  }
}

extension StreamingDiff {
  /// An image whose rows could not be decoded: which one (0 expected, 1 actual), and why.
  package struct ReadFailure: Error, CustomStringConvertible {
    /// 0 for the expected image, 1 for the actual one.
    package var image: Int
    /// The decoder's error (a `PNGError`).
    package var error: PNGError

    package var description: String { error.description }
  }

  /// One comparison's buffers and the work of each step.
  final class Run: @unchecked Sendable {
    let width: Int
    let height: Int
    let rows: Int
    let bands: Int
    let options: DiffOptions
    let sources: (PNGRowReader, PNGRowReader)
    let comparers: Int
    let rowBytes: Int
    /// Three bands of each image: own rows between two context rows above and below.
    let input: [UnsafeMutableRawPointer]
    /// Two bands of diff rows.
    let output: [UnsafeMutableRawPointer]
    /// Per comparer: the count of its part of the band being compared.
    var partCounts: [Int]
    /// Per step: the decoders' errors, and the sink's.
    var decodeErrors: [Error?] = [nil, nil]
    var writeError: Error?

    init(
      width: Int, height: Int, bandRows: Int, options: DiffOptions,
      sources: (PNGRowReader, PNGRowReader), comparers: Int, hasOutput: Bool
    ) {
      self.width = width
      self.height = height
      self.rows = min(bandRows, height)
      bands = (height + self.rows - 1) / self.rows
      self.options = options
      self.sources = sources
      let rows = min(bandRows, height)
      let comparers = max(1, min(comparers, rows))
      self.comparers = comparers
      let rowBytes = width * 4
      self.rowBytes = rowBytes
      let inputBytes = (rows + 4) * rowBytes
      input = (0..<6).map { _ in .allocate(byteCount: inputBytes, alignment: 64) }
      output =
        hasOutput ? (0..<2).map { _ in .allocate(byteCount: rows * rowBytes, alignment: 64) } : []
      partCounts = Array(repeating: 0, count: comparers)
    }

    deinit {
      for buffer in input + output { buffer.deallocate() }
    }

    /// Image `image`'s (0 expected, 1 actual) buffer of band `band`.
    func buffer(_ image: Int, _ band: Int) -> UnsafeMutableRawPointer {
      input[image * 3 + band % 3]
    }

    /// The rows that are band `band`'s own.
    func ownRows(_ band: Int) -> Range<Int> { band * rows..<min(height, (band + 1) * rows) }

    /// Where image row `row` lies in band `band`'s buffer (two context rows come first).
    func address(_ image: Int, _ band: Int, row: Int) -> UnsafeMutableRawPointer {
      buffer(image, band) + (row - band * rows + 2) * rowBytes
    }

    func run(_ sink: ((UnsafeRawPointer, Int) throws -> Void)?) throws -> Int {
      var total = 0
      for step in 0..<(bands + 3) {
        let decoding = step < bands
        let comparing = step >= 2 && step - 2 < bands
        let writing = sink != nil && step >= 3 && step - 3 < bands
        // Task 0: hand band step − 3 over (on the calling thread: `sink` is not Sendable);
        // 1, 2: decode band `step`; then the comparers of band step − 2.
        let tasks = 3 + (comparing ? comparers : 0)
        let unsafeSink = UnsafeSink(sink)
        ThreadRunner.concurrentPerform(iterations: tasks) { task in
          switch task {
          case 0:
            guard writing, let sink = unsafeSink.value else { return }
            let band = step - 3
            do {
              try sink(UnsafeRawPointer(output[band % 2]), ownRows(band).count)
            } catch {
              writeError = error
            }
          case 1, 2:
            if decoding { decode(task - 1, band: step) }
          default:
            compare(part: task - 3, band: step - 2)
          }
        }
        if let error = decodeErrors[0] ?? decodeErrors[1] ?? writeError { throw error }
        if comparing { total += partCounts.reduce(0, +) }
        // Band step − 1 gets its two rows from below, now decoded.
        if decoding && step >= 1 {
          let below = ownRows(step).lowerBound
          for image in 0..<2 {
            for row in below..<min(below + 2, height) {
              address(image, step - 1, row: row).copyMemory(
                from: address(image, step, row: row), byteCount: rowBytes)
            }
          }
        }
      }
      return total
    }

    /// Decodes band `band`'s own rows of image `image`, after copying the two rows above
    /// from the band before.
    func decode(_ image: Int, band: Int) {
      let own = ownRows(band)
      if band > 0 {
        for row in max(0, own.lowerBound - 2)..<own.lowerBound {
          address(image, band, row: row).copyMemory(
            from: address(image, band - 1, row: row), byteCount: rowBytes)
        }
      }
      let source = image == 0 ? sources.0 : sources.1
      do {
        try source.read(
          rows: own.count, into: address(image, band, row: own.lowerBound), stride: rowBytes)
      } catch {
        decodeErrors[image] = ReadFailure(image: image, error: error)
      }
    }

    /// Compares comparer `part`'s share of band `band`'s rows into its output buffer.
    func compare(part: Int, band: Int) {
      let own = ownRows(band)
      let share = (own.count + comparers - 1) / comparers
      let lower = min(own.upperBound, own.lowerBound + part * share)
      let upper = min(own.upperBound, lower + share)
      partCounts[part] = 0
      guard lower < upper else { return }
      // Planes addressed by image row: the buffer, shifted so that row `y` is where it lies.
      let shift = (band * rows - 2) * rowBytes
      let plane = { (image: Int) in
        PixelPlane(
          base: UnsafeRawPointer(self.buffer(image, band)) - shift, width: self.width,
          height: self.height)
      }
      let matcher = PixelMatcher(expected: plane(0), actual: plane(1), options: options)
      var target: UnsafeMutableRawPointer?
      if !output.isEmpty {
        let out = output[band % 2] - band * rows * rowBytes
        if options.diffMask {
          (out + lower * rowBytes).initializeMemory(
            as: UInt8.self, repeating: 0, count: (upper - lower) * rowBytes)
        }
        target = out
      }
      partCounts[part] = matcher.compare(rows: lower..<upper, output: target)
    }
  }

  /// The sink, carried to the calling thread's task (iteration 0 runs on the caller).
  struct UnsafeSink: @unchecked Sendable {
    let value: ((UnsafeRawPointer, Int) throws -> Void)?
    init(_ value: ((UnsafeRawPointer, Int) throws -> Void)?) { self.value = value }
  }
}
