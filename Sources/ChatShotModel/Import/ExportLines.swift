/// The lines of a text export, one at a time with their 1-based numbers: `\n`, `\r\n` and
/// `\r` end a line, a UTF-8 byte-order mark at the start is skipped, and bytes that are not
/// UTF-8 become U+FFFD (never a crash).
struct ExportLines: Sequence, IteratorProtocol {
  private let bytes: [UInt8]
  private var position: Int
  private var number = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
  }

  /// The next line's number and bytes (without its ending).
  mutating func nextSlice() -> (number: Int, bytes: ArraySlice<UInt8>)? {
    guard position < bytes.count else { return nil }
    let start = position
    var end = start
    while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
    position = end
    if position < bytes.count {
      position +=
        bytes[position] == 0x0D && position + 1 < bytes.count
          && bytes[position + 1] == 0x0A ? 2 : 1
    }
    number += 1
    return (number, bytes[start..<end])
  }

  /// The next line as text.
  mutating func next() -> (number: Int, text: String)? {
    guard let (number, slice) = nextSlice() else { return nil }
    return (number, String(decoding: slice, as: UTF8.self))
  }
}
