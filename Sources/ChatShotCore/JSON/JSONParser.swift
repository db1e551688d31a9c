/// A strict JSON (RFC 8259) parser over UTF-8 bytes that remembers where every value is.
///
/// Foundation's `JSONSerialization` reports no positions; this parser gives each value its
/// `SourceLocation` and explains every refusal with a line, column and JSON path. It refuses
/// what RFC 8259 refuses (comments, trailing commas, `NaN`, leading zeros, raw control
/// characters in strings, lone surrogates), plus byte-order marks, UTF-16/32, invalid UTF-8,
/// duplicate keys and nesting deeper than `maxDepth`. Recursion depth is bounded by
/// `maxDepth`, checked before each descent, so no file can overflow the stack.
package struct JSONParser {
  /// The input; borrowed for the duration of `parse`.
  package let bytes: UnsafeBufferPointer<UInt8>
  package let file: String
  package let maxDepth: Int
  /// How many values (of any kind) the document may hold.
  package let maxValues: Int
  /// Values parsed so far.
  package var valueCount = 0
  /// The next byte to read.
  package var pos = 0
  /// 1-based line of `pos` and the byte offset at which that line starts.
  package var line = 1
  package var lineStart = 0
  /// A byte offset on the current line and its 1-based column, so that columns are counted
  /// incrementally (a minified one-line file must not cost quadratic time).
  package var columnOffset = 0
  package var column = 1

  package init(
    bytes: UnsafeBufferPointer<UInt8>, file: String, maxDepth: Int, maxValues: Int = .max
  ) {
    self.bytes = bytes
    self.file = file
    self.maxDepth = maxDepth
    self.maxValues = maxValues
  }

  /// Parses one JSON document that fills the whole of `bytes`.
  ///
  /// - Parameters:
  ///   - file: the name used in diagnostics.
  ///   - maxDepth: how many arrays and objects may nest (the top-level one is level 1).
  ///   - maxValues: how many values the document may hold (each costs memory: a hostile
  ///     16 MiB file of tiny values would otherwise take about a gigabyte).
  /// - Throws: `InputError` (`.invalidData`) naming the file, line, column and JSON path.
  package static func parse(
    _ bytes: [UInt8], file: String, maxDepth: Int = InputLimits.default.maxNestingDepth,
    maxValues: Int = .max
  ) throws(InputError) -> JSONValue {
    try TextEncodingSniffer.check(bytes, file: file)
    let result: Result<JSONValue, InputError> = bytes.withUnsafeBufferPointer { buffer in
      var parser = JSONParser(bytes: buffer, file: file, maxDepth: maxDepth, maxValues: maxValues)
      do throws(InputError) {
        return .success(try parser.parseDocument())
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  package mutating func parseDocument() throws(InputError) -> JSONValue {
    skipWhitespace()
    guard pos < bytes.count else {
      throw error("file holds only whitespace; expected a JSON value")
    }
    let value = try parseValue(depth: 0)
    skipWhitespace()
    if pos < bytes.count {
      throw try unexpected("after the JSON value (only one value is allowed per file)")
    }
    return value
  }

  /// Parses the value at `pos` (not whitespace, not the end); `depth` counts the enclosing
  /// arrays and objects.
  package mutating func parseValue(depth: Int) throws(InputError) -> JSONValue {
    let location = currentLocation()
    valueCount += 1
    guard valueCount <= maxValues else {
      throw error("more than \(maxValues) values in the file; the limit is \(maxValues)")
    }
    switch bytes[pos] {
    case UInt8(ascii: "{"):
      guard depth < maxDepth else { throw error("nesting deeper than \(maxDepth) levels") }
      return JSONValue(.object(try parseObject(depth: depth + 1, openedAt: location)), at: location)
    case UInt8(ascii: "["):
      guard depth < maxDepth else { throw error("nesting deeper than \(maxDepth) levels") }
      return JSONValue(.array(try parseArray(depth: depth + 1, openedAt: location)), at: location)
    case UInt8(ascii: "\""):
      return JSONValue(.string(try parseString()), at: location)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return try parseNumber(at: location)
    default:
      return try parseLiteral(at: location)
    }
  }

  mutating func parseObject(depth: Int, openedAt open: SourceLocation) throws(InputError)
    -> [JSONMember]
  {
    pos += 1  // {
    var members: [JSONMember] = []
    members.reserveCapacity(4)
    var keyIndex: [String: Int] = [:]
    skipWhitespace()
    if pos < bytes.count, bytes[pos] == UInt8(ascii: "}") {
      pos += 1
      return members
    }
    while true {
      guard pos < bytes.count else { throw unclosed("object", open) }
      guard bytes[pos] == UInt8(ascii: "\"") else { throw try badKey() }
      let keyLocation = currentLocation()
      let key = try parseString()
      if let first = firstIndex(of: key, in: members, index: &keyIndex) {
        throw error(
          "duplicate key \(quotedKey(key)) (first at \(members[first].keyLocation))",
          at: keyLocation)
      }
      skipWhitespace()
      guard pos < bytes.count else { throw unclosed("object", open) }
      guard bytes[pos] == UInt8(ascii: ":") else {
        throw try unexpected("after key \(quotedKey(key)); expected ':'")
      }
      pos += 1
      skipWhitespace()
      guard pos < bytes.count else { throw unclosed("object", open) }
      let value: JSONValue
      do throws(InputError) {
        value = try parseValue(depth: depth)
      } catch {
        throw error.nested(in: .key(key))
      }
      members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
      skipWhitespace()
      guard pos < bytes.count else { throw unclosed("object", open) }
      switch bytes[pos] {
      case UInt8(ascii: ","):
        let comma = currentLocation()
        pos += 1
        skipWhitespace()
        if pos < bytes.count, bytes[pos] == UInt8(ascii: "}") {
          throw error("trailing comma before '}'", at: comma)
        }
      case UInt8(ascii: "}"):
        pos += 1
        return members
      default:
        throw try unexpected("after the value of \(quotedKey(key)); expected ',' or '}'")
      }
    }
  }

  mutating func parseArray(depth: Int, openedAt open: SourceLocation) throws(InputError)
    -> [JSONValue]
  {
    pos += 1  // [
    var elements: [JSONValue] = []
    skipWhitespace()
    if pos < bytes.count, bytes[pos] == UInt8(ascii: "]") {
      pos += 1
      return elements
    }
    while true {
      guard pos < bytes.count else { throw unclosed("array", open) }
      do throws(InputError) {
        elements.append(try parseValue(depth: depth))
      } catch {
        throw error.nested(in: .index(elements.count))
      }
      skipWhitespace()
      guard pos < bytes.count else { throw unclosed("array", open) }
      switch bytes[pos] {
      case UInt8(ascii: ","):
        let comma = currentLocation()
        pos += 1
        skipWhitespace()
        if pos < bytes.count, bytes[pos] == UInt8(ascii: "]") {
          throw error("trailing comma before ']'", at: comma)
        }
      case UInt8(ascii: "]"):
        pos += 1
        return elements
      default:
        throw try unexpected("after an array element; expected ',' or ']'")
      }
    }
  }

  /// The index of the member named `key`, if any; switches to a dictionary for big objects.
  private func firstIndex(
    of key: String, in members: [JSONMember], index: inout [String: Int]
  ) -> Int? {
    if members.count < 16 {
      return members.firstIndex { $0.key == key }
    }
    if index.isEmpty {
      for (i, member) in members.enumerated() { index[member.key] = i }
    }
    if let found = index[key] { return found }
    index[key] = members.count
    return nil
  }
}
