import ChatShot

/// Where the lines of a `--jsonl` file are read back from when they are rendered: the file
/// itself, or (standard input, which cannot be read twice) a scratch file holding them. The
/// first pass keeps no line's bytes, only where each is.
final class JSONLSource: @unchecked Sendable {
  private let file: OpenedFile?
  private let scratch: ScratchFile?

  init(file: OpenedFile) {
    self.file = file
    scratch = nil
  }

  init(scratch: ScratchFile) {
    file = nil
    self.scratch = scratch
  }

  /// `count` bytes from `offset` (`pread`: safe from any thread).
  func bytes(at offset: Int, count: Int) throws(FileFailure) -> [UInt8] {
    if let file { return try file.read(at: offset, count: count) }
    return try scratch?.read(at: offset, count: count) ?? []
  }
}

/// One line of a `--jsonl` file: a conversation, and where its PNG goes.
struct JSONLine: Sendable, Equatable {
  /// The JSON Lines file as named on the command line (`<stdin>` for `-`).
  var file: String
  /// The line's number in the file, from 1.
  var line: Int
  /// Where the line's bytes are: `length` bytes at `offset` of `source`.
  var source: JSONLSource
  var offset: Int
  var length: Int
  /// The byte ranges of the line's `id` and `name` members, blanked out before it is
  /// decoded (one space per character, so that every column of an error is the line's own).
  var blanks: [Range<Int>] = []
  /// The folder avatar paths are relative to: the file's (nil: standard input).
  var baseDirectory: String?
  var output: String

  /// `convos.jsonl:12`, the line as errors name it.
  var place: String { "\(file):\(line)" }

  static func == (a: JSONLine, b: JSONLine) -> Bool {
    a.file == b.file && a.line == b.line && a.source === b.source && a.offset == b.offset
      && a.length == b.length && a.blanks == b.blanks && a.baseDirectory == b.baseDirectory
      && a.output == b.output
  }

  /// The line's bytes, read back, its `id` and `name` blanked out.
  func bytes() throws(InputError) -> [UInt8] {
    do {
      return JSONLInputs.blanking(blanks, in: try source.bytes(at: offset, count: length))
    } catch {
      throw InputError(
        file: file, reason: place + ": " + error.reason("'\(file)'", role: .input),
        kind: error.kind)
    }
  }

  /// The line's conversation; errors name the file and this line.
  func decode(allowedRoots: [String]) throws(InputError) -> Conversation {
    let bytes = try self.bytes()
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
  /// One of the line's outputs is already that of an earlier input (`earlier`: `line 3`,
  /// `'a.json'`).
  case sameOutput(place: String, name: String, earlier: String)
  case unreadable(String)

  var kind: ChatShotErrorKind {
    if case .unreadable = self { return .unreadableInput }
    return .invalidData
  }

  var description: String {
    switch self {
    case .badName(let place, let reason): "\(place): \(reason)"
    case .sameOutput(let place, let name, let earlier):
      "\(place): the output '\(name)' is already that of \(earlier)"
    case .unreadable(let message): message
    }
  }
}

/// Reads a JSON Lines file of conversations (`--jsonl FILE|-`): one conversation per line
/// (blank lines are skipped), each rendered to `DIR/<id>.png`, `DIR/<name>.png` or
/// `DIR/<line number>.png`.
///
/// The file is read once, a buffer at a time (``LineReader``): of each line of this process's
/// share (`--shard`) only its place, its output name and where its `id` and `name` are stay
/// in memory, and the line is read again when it is rendered (from the file, or for standard
/// input from a scratch file it was copied to). A blank line costs nothing; a line longer
/// than a conversation file may be, or a file longer than ``maxFileBytes``, is refused as it
/// is read.
enum JSONLInputs {
  /// The largest JSON Lines file read (a corpus larger than this is split, or sharded over
  /// files).
  static let maxFileBytes = 1 << 32
  /// The longest line: a conversation file's limit.
  static let maxLineBytes = InputLimits.default.maxFileBytes
  /// The longest output name taken from an `id` or `name`, in bytes.
  static let maxNameBytes = 200

  /// What the first pass found: each line of the share as a batch item (or why it names
  /// nothing to render), in order; `owns` tells from a line's position among the lines that
  /// are not blank (from 0) whether it is this process's.
  static func read(
    _ path: String, directory: String, format: OutputFormat?, owns: (Int) -> Bool
  ) -> [Result<JSONLine, JSONLineError>] {
    let name = path == "-" ? InputFile.standardInputName : path
    let input: OpenedInput
    switch OpenedInput.open(path) {
    case .success(let opened): input = opened
    case .failure(let failure): return [.failure(failure)]
    }
    let (scratch, source, descriptor) = (input.scratch, input.source, input.descriptor)
    var reader = LineReader(
      descriptor: descriptor, maxLineBytes: maxLineBytes, maxTotalBytes: maxFileBytes)
    let base = path == "-" ? nil : Paths.directory(of: path)
    var result: [Result<JSONLine, JSONLineError>] = []
    var position = 0
    do {
      while let found = try reader.next() {
        defer { position += 1 }
        guard owns(position) else { continue }
        switch found {
        case .tooLong(let number, _):
          result.append(
            .failure(
              .badName(
                place: "\(name):\(number)",
                reason: "the line is longer than \(maxLineBytes) bytes, the limit of a conversation"
              )))
        case .line(let line):
          let offset = try scratch.map { try $0.append(line.bytes) } ?? line.offset
          result.append(
            item(
              file: name, number: line.number, bytes: line.bytes, at: offset, of: source,
              directory: directory, format: format, baseDirectory: base))
        }
      }
    } catch let failure as LineReader.Failure {
      let reason: String
      switch failure {
      case .tooLarge(let limit): reason = "'\(name)' is larger than the limit of \(limit) bytes"
      case .readFailed(let why): reason = "cannot read '\(name)': \(why)"
      }
      return [.failure(.unreadable(reason))]
    } catch {
      return [.failure(.unreadable("cannot keep standard input for a second pass: \(error)"))]
    }
    return result
  }

  /// The input of `read`, open: standard input kept in a scratch file for the second pass,
  /// or the file (kept open here while it is read).
  struct OpenedInput {
    var scratch: ScratchFile?
    var source: JSONLSource
    var descriptor: Int32
    var file: OpenedFile?

    static func open(_ path: String) -> Result<OpenedInput, JSONLineError> {
      if path == "-" {
        guard let made = ScratchFile() else {
          return .failure(
            .unreadable(
              "cannot keep standard input for a second pass: " + FileSystem.lastErrorText()))
        }
        return .success(
          OpenedInput(scratch: made, source: JSONLSource(scratch: made), descriptor: 0))
      }
      do {
        let file = try OpenedFile(FilePath(path))
        return .success(
          OpenedInput(
            source: JSONLSource(file: file), descriptor: file.descriptor, file: file))
      } catch {
        let failure = InputError(
          file: path, reason: error.reason("'\(path)'", role: .input), kind: error.kind)
        return .failure(.unreadable(failure.description))
      }
    }
  }

  /// The batch item of line `number` of `file` (its bytes `bytes`, found again at `offset` of
  /// `source`), rendered into `directory`: its output named by its `id`, else its `name`, else
  /// the line number.
  static func item(
    file: String, number: Int, bytes: [UInt8], at offset: Int, of source: JSONLSource,
    directory: String, format: OutputFormat? = nil, baseDirectory: String?
  ) -> Result<JSONLine, JSONLineError> {
    let place = "\(file):\(number)"
    var line = JSONLine(
      file: file, line: number, source: source, offset: offset, length: bytes.count,
      baseDirectory: baseDirectory, output: "")
    var name = String(number)
    // A line that does not parse is left as it is: decoding it reports where.
    if let root = try? JSONParser.parse(bytes, file: file),
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
      line.blanks = blankRanges(named, of: members, in: bytes)
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
      return .failure(.init("\(quotedKey(text)) cannot name a file"))
    }
    // Controls (C0, C1), line and paragraph separators and bidirectional controls: a name
    // that would drive a terminal or reorder what it shows (`ls`, the batch's own report).
    if text.contains("/") || text.unicodeScalars.contains(where: \.mustEscapeInDiagnostic) {
      return .failure(
        .init("\(quotedKey(text)) cannot name a file (no '/' or control characters)"))
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

  /// The byte ranges of `bytes` (one JSON object) that the members at `indices` and the
  /// commas that join them take: blanked (``blanking(_:in:)``), the rest keeps its columns.
  static func blankRanges(_ indices: [Int], of members: [JSONMember], in bytes: [UInt8])
    -> [Range<Int>]
  {
    guard !indices.isEmpty, let close = bytes.lastIndex(of: UInt8(ascii: "}")) else {
      return []
    }
    var ranges: [Range<Int>] = []
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
      ranges.append(from..<to)
      start = end + 1
    }
    return ranges
  }

  /// `bytes` with every byte of `ranges` turned into spaces, one per character (not per
  /// byte), so that the columns of what is left are the line's own.
  static func blanking(_ ranges: [Range<Int>], in bytes: [UInt8]) -> [UInt8] {
    guard !ranges.isEmpty else { return bytes }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var next = 0
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      let lower = min(max(range.lowerBound, next), bytes.count)
      let upper = min(max(range.upperBound, lower), bytes.count)
      result.append(contentsOf: bytes[next..<lower])
      for byte in bytes[lower..<upper] where byte & 0xC0 != 0x80 {
        result.append(UInt8(ascii: " "))
      }
      next = upper
    }
    result.append(contentsOf: bytes[next...])
    return result
  }
}
