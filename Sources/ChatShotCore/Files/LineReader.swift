#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// Reads a stream of lines (JSON Lines) from a descriptor a buffer at a time, with bounded
/// state: what it holds is the buffer and the line being read, never the lines before it.
/// A blank line (white space only) costs nothing but its count; a line longer than
/// `maxLineBytes` is skipped to its end without being kept; more than `maxTotalBytes` in all
/// stops the reading. Caps are counted as the bytes arrive.
package struct LineReader {
  /// One line that is not blank: its number (from 1), where it starts in the stream, and its
  /// bytes without the line feed (and without a carriage return before it).
  package struct Line {
    package var number: Int
    package var offset: Int
    package var bytes: [UInt8]
  }

  /// What ``next()`` found.
  package enum Item {
    case line(Line)
    /// A line longer than the cap, skipped: its number and where it starts.
    case tooLong(number: Int, offset: Int)
  }

  /// Why the stream could not be read to its end.
  package enum Failure: Error, Equatable {
    case tooLarge(limit: Int)
    case readFailed(String)
  }

  private let descriptor: Int32
  private let maxLineBytes: Int
  private let maxTotalBytes: Int
  private var buffer = [UInt8](repeating: 0, count: 1 << 16)
  private var start = 0
  private var end = 0
  /// Bytes read from the descriptor so far.
  package private(set) var bytesRead = 0
  private var atEnd = false
  private var number = 0
  /// The stream offset of `buffer[0]`.
  private var bufferOffset = 0

  /// Reads `descriptor` (not closed here) from where it is.
  package init(descriptor: Int32, maxLineBytes: Int, maxTotalBytes: Int) {
    self.descriptor = descriptor
    self.maxLineBytes = maxLineBytes
    self.maxTotalBytes = maxTotalBytes
  }

  /// The next line that is not blank, or a line over the cap; nil at the end of the stream.
  package mutating func next() throws(Failure) -> Item? {
    // The current line: its number, where it starts, its bytes so far (only white space
    // until `blank` turns false), how long it is.
    number += 1
    var offset = bufferOffset + start
    var kept: [UInt8] = []
    var blank = true
    var length = 0
    while true {
      if start == end {
        if atEnd { break }
        try fill()
        continue
      }
      if blank {
        // A tight scan over blank lines: each costs its count, nothing is kept.
        let (stop, newlines, lastStart) = scanBlank()
        if newlines > 0 {
          number += newlines
          offset = bufferOffset + lastStart
          kept.removeAll(keepingCapacity: true)
          length = 0
        }
        let from = newlines > 0 ? lastStart : start
        length += stop - from
        if length <= maxLineBytes { kept.append(contentsOf: buffer[from..<stop]) }
        start = stop
        if stop < end { blank = false }
        continue
      }
      let newline = buffer[start..<end].firstIndex(of: 0x0A)
      let part = buffer[start..<(newline ?? end)]
      length += part.count
      // Past the cap nothing more is kept: the rest of the line is only counted.
      if length <= maxLineBytes { kept.append(contentsOf: part) }
      start = newline.map { $0 + 1 } ?? end
      if newline != nil { return finish(kept, number: number, offset: offset, length: length) }
    }
    if blank { return nil }
    return finish(kept, number: number, offset: offset, length: length)
  }

  /// From `start` on, over white space and line feeds: where the first other byte is (or
  /// the end of the buffer), how many line feeds came before it, and where the line after
  /// the last of them starts.
  private func scanBlank() -> (stop: Int, newlines: Int, lastStart: Int) {
    buffer.withUnsafeBufferPointer { bytes in
      var i = start
      var newlines = 0
      var lastStart = start
      while i < end {
        let byte = bytes[i]
        if byte == 0x0A {
          newlines += 1
          lastStart = i + 1
        } else if !Self.isSpace(byte) {
          break
        }
        i += 1
      }
      return (i, newlines, lastStart)
    }
  }

  private func finish(_ kept: [UInt8], number: Int, offset: Int, length: Int) -> Item {
    if length > maxLineBytes { return .tooLong(number: number, offset: offset) }
    var line = kept
    if line.last == 0x0D { line.removeLast() }
    return .line(Line(number: number, offset: offset, bytes: line))
  }

  /// Reads the next buffer's worth (the one before is used up).
  private mutating func fill() throws(Failure) {
    bufferOffset += end
    start = 0
    end = 0
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if count < 0 {
      if errno == EINTR { return }
      throw .readFailed(FileSystem.lastErrorText())
    }
    if count == 0 {
      atEnd = true
      return
    }
    end = count
    bytesRead += count
    if bytesRead > maxTotalBytes { throw .tooLarge(limit: maxTotalBytes) }
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0D
  }
}
