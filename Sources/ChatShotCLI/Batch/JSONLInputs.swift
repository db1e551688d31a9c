import ChatShot

/// One line of a `--jsonl` file: a conversation, and where its PNG goes.
struct JSONLine: Sendable, Equatable {
  /// The JSON Lines file as named on the command line (`<stdin>` for `-`).
  var file: String
  /// The line's number in the file, from 1.
  var line: Int
  /// The line's conversation, its `id` and `name` members blanked out (one space per
  /// character, so that every column of an error is the line's own).
  var bytes: [UInt8]
  /// The folder avatar paths are relative to: the file's (nil: standard input).
  var baseDirectory: String?
  var output: String

  /// `convos.jsonl:12`, the line as errors name it.
  var place: String { "\(file):\(line)" }

  /// The line's conversation; errors name the file and this line.
  func decode(allowedRoots: [String]) throws(InputError) -> Conversation {
    do {
      return try ConversationDecoder.decode(
        bytes, file: file, baseDirectory: baseDirectory, allowedRoots: allowedRoots)
    } catch {
      var error = error
      // The line alone was parsed: its line 1 is the file's line `line`.
      if error.location != nil, error.file == file {
        error.location?.line = line
        throw error
      }
      throw InputError(
        file: file, reason: place + ": " + ErrorWording.text(of: error), kind: error.kind)
    }
  }
}

/// Why a line of a `--jsonl` file names no conversation to render.
enum JSONLineError: ChatShotError, Equatable {
  case badName(place: String, reason: String)
  case sameOutput(place: String, name: String, firstLine: Int)
  case sameAsFile(place: String, name: String, input: String)
  case unreadable(String)

  var kind: ChatShotErrorKind {
    if case .unreadable = self { return .unreadableInput }
    return .invalidData
  }

  var description: String {
    switch self {
    case .badName(let place, let reason): "\(place): \(reason)"
    case .sameOutput(let place, let name, let first):
      "\(place): the output '\(name)' is already that of line \(first)"
    case .sameAsFile(let place, let name, let input):
      "\(place): the output '\(name)' is already that of '\(input)'"
    case .unreadable(let message): message
    }
  }
}

/// Reads a JSON Lines file of conversations (`--jsonl FILE|-`): one conversation per line
/// (blank lines are skipped), each rendered to `DIR/<id>.png`, `DIR/<name>.png` or
/// `DIR/<line number>.png`. The whole file is read (up to ``maxFileBytes``); only the lines
/// of this process's share (`--shard`) are parsed further.
enum JSONLInputs {
  /// The largest JSON Lines file read (a corpus larger than this is split, or sharded over
  /// files).
  static let maxFileBytes = 1 << 32
  /// The longest output name taken from an `id` or `name`, in bytes.
  static let maxNameBytes = 200

  /// The lines of `path` (`-`: standard input), as (line number, bytes) for each line that
  /// is not blank.
  static func lines(of path: String) throws(InputError) -> [(Int, ArraySlice<UInt8>)] {
    let limits = InputLimits(maxFileBytes: maxFileBytes)
    let bytes =
      path == "-"
      ? try InputFile.readStandardInput(limits: limits) : try InputFile.read(path, limits: limits)
    var result: [(Int, ArraySlice<UInt8>)] = []
    var number = 0
    for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      number += 1
      let trimmed = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
      if trimmed.contains(where: { !isWhitespace($0) }) { result.append((number, trimmed)) }
    }
    return result
  }

  /// The batch item of line `number` of `file` (its bytes `bytes`), rendered into
  /// `directory`: its output named by its `id`, else its `name`, else the line number.
  static func item(
    file: String, number: Int, bytes: ArraySlice<UInt8>, directory: String,
    format: OutputFormat? = nil, baseDirectory: String?
  ) -> Result<JSONLine, JSONLineError> {
    let place = "\(file):\(number)"
    var line = JSONLine(
      file: file, line: number, bytes: Array(bytes), baseDirectory: baseDirectory, output: "")
    var name = String(number)
    // A line that does not parse is left as it is: decoding it reports where.
    if let root = try? JSONParser.parse(line.bytes, file: file),
      case .object(let members) = root.kind
    {
      let named = members.indices.filter { ["id", "name"].contains(members[$0].key) }
      let chosen = named.first { members[$0].key == "id" } ?? named.first
      if let chosen {
        switch outputName(members[chosen].value) {
        case .success(let value): name = value
        case .failure(let refused):
          return .failure(
            .badName(place: place, reason: "\(members[chosen].key): \(refused.reason)"))
        }
      }
      line.bytes = blanking(named, of: members, in: line.bytes)
    }
    line.output = BatchInputs.join(directory, name + "." + (format ?? .png).rawValue)
    return .success(line)
  }

  /// The output name an `id` or `name` gives: a string that can be a file name, or a whole
  /// number.
  static func outputName(_ value: JSONValue) -> Result<String, NameRefused> {
    let text: String
    switch value.kind {
    case .string(let string): text = string
    case .number(let number, let written) where number.rounded() == number && number >= 0:
      text = written
    default:
      return .failure(.init("expected a string or a whole number, found \(value.typeDescription)"))
    }
    if text.isEmpty || text == "." || text == ".." || text.hasPrefix(".") {
      return .failure(.init("'\(text)' cannot name a file"))
    }
    if text.contains("/") || text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7f }) {
      return .failure(.init("'\(text)' cannot name a file (no '/' or control characters)"))
    }
    if text.utf8.count > maxNameBytes {
      return .failure(.init("longer than \(maxNameBytes) bytes"))
    }
    return .success(text)
  }

  /// Why an `id` or `name` cannot name an output.
  struct NameRefused: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
  }

  /// `bytes` (one JSON object) with the members at `indices` and the commas that join them
  /// turned into spaces, one per character, so the rest keeps its columns.
  static func blanking(_ indices: [Int], of members: [JSONMember], in bytes: [UInt8]) -> [UInt8] {
    guard !indices.isEmpty, let close = bytes.lastIndex(of: UInt8(ascii: "}")) else {
      return bytes
    }
    var blank = [Bool](repeating: false, count: bytes.count)
    // Runs of consecutive members; a run ends before the next member's key, or (the last
    // run) at the closing brace, starting at the comma before it.
    var start = 0
    while start < indices.count {
      var end = start
      while end + 1 < indices.count && indices[end + 1] == indices[end] + 1 { end += 1 }
      let first = indices[start]
      let last = indices[end]
      var from = members[first].keyLocation.offset
      let to: Int
      if last + 1 < members.count {
        to = members[last + 1].keyLocation.offset
      } else {
        to = close
        if first > 0, let comma = bytes[..<from].lastIndex(of: UInt8(ascii: ",")) { from = comma }
      }
      for i in from..<to { blank[i] = true }
      start = end + 1
    }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    for (i, byte) in bytes.enumerated() {
      if !blank[i] {
        result.append(byte)
      } else if byte & 0xC0 != 0x80 {
        result.append(UInt8(ascii: " "))  // one space per character, not per byte
      }
    }
    return result
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A
  }
}
