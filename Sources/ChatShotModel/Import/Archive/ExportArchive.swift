import CLibArchive
import ChatShotCore

/// One pass over a zip export (WhatsApp's, Slack's) with libarchive, read in place: nothing
/// is extracted to disk. Owns the `struct archive *` handle, freed in deinit.
///
/// Every member's name is checked as it comes: `..`, an absolute path, a link or any kind
/// other than a file or folder, and more than `maxMembers` members are refused with the
/// member's name; the data of a member is counted while it is inflated, and one past its cap
/// is refused before the rest is read.
final class ExportArchive {
  /// The most members an archive may have.
  static let maxMembers = 100_000
  private let handle: OpaquePointer
  /// The archive's path, the name errors give.
  let file: String
  private var members = 0

  /// Opens the zip at `path`.
  init(path: FilePath) throws(InputError) {
    guard let handle = archive_read_new() else {
      throw Self.error(path.description, "cannot read the archive: out of memory")
    }
    self.handle = handle
    file = path.description
    archive_read_support_format_zip(handle)
    let opened = path.withCString { archive_read_open_filename(handle, $0, 1 << 16) }
    guard opened == ARCHIVE_OK else { throw failure("cannot open the archive", member: nil) }
  }

  deinit { archive_read_free(handle) }

  /// The next member's name (a folder's ends in `/`), nil at the end; its data is read with
  /// `data(limit:)` or skipped by the next call.
  func next() throws(InputError) -> String? {
    var entry: OpaquePointer?
    let status = archive_read_next_header(handle, &entry)
    if status == ARCHIVE_EOF { return nil }
    guard status == ARCHIVE_OK || status == ARCHIVE_WARN, let entry else {
      throw failure("not a readable zip", member: nil)
    }
    members += 1
    let name =
      archive_entry_pathname_utf8(entry).map { String(cString: $0) }
      ?? archive_entry_pathname(entry).map { String(decoding: Self.bytes($0), as: UTF8.self) }
      ?? ""
    guard members <= Self.maxMembers else {
      throw Self.error(
        file,
        "member \(quotedKey(name)): more than \(Self.maxMembers) members; the limit is "
          + "\(Self.maxMembers)")
    }
    if let problem = Self.nameProblem(name) {
      throw Self.error(file, "member \(quotedKey(name)): \(problem)")
    }
    // S_IFMT 0o170000: a regular file 0o100000, a folder 0o040000.
    let kind = archive_entry_filetype(entry) & 0o170000
    guard kind == 0o100000 || kind == 0o040000 else {
      throw Self.error(
        file, "member \(quotedKey(name)) is a link or a special file; an export holds files")
    }
    return name
  }

  /// The current member's data, counted while it is inflated: refused past `limit` bytes.
  func data(limit: Int, member: String) throws(InputError) -> [UInt8] {
    var out: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes {
        archive_read_data(handle, $0.baseAddress, $0.count)
      }
      if count == 0 { return out }
      guard count > 0 else { throw failure("cannot inflate it", member: member) }
      guard out.count + count <= limit else {
        throw Self.error(
          file,
          "member \(quotedKey(member)) is larger than \(limit) bytes once inflated, "
            + "the limit")
      }
      out.append(contentsOf: buffer[..<count])
    }
  }

  /// The current member's text (a chat, a Slack list or day file) under the file cap,
  /// counted into `total`: the texts read together stay under four times the cap, or the
  /// error says which (`what`, "the text files of the archive") passed it.
  func text(member name: String, limits: InputLimits, total: inout Int, what: String)
    throws(InputError) -> [UInt8]
  {
    let bytes = try data(limit: limits.maxFileBytes, member: name)
    total += bytes.count
    guard total <= limits.maxFileBytes * 4 else {
      throw Self.error(
        file,
        "member \(quotedKey(name)): \(what) pass \(limits.maxFileBytes * 4) bytes in all, "
          + "the limit")
    }
    return bytes
  }

  /// Why `name` cannot be a member: absolute, `..`, empty, or a NUL in it.
  static func nameProblem(_ name: String) -> String? {
    if name.isEmpty || name.unicodeScalars.contains("\0") { return "an empty or broken name" }
    if name.hasPrefix("/") || name.hasPrefix("\\") || name.dropFirst().hasPrefix(":") {
      return "an absolute path; an export's members are inside it"
    }
    let parts = name.split(whereSeparator: { $0 == "/" || $0 == "\\" })
    if parts.contains("..") { return "a path with '..'; an export's members are inside it" }
    return nil
  }

  private static func bytes(_ text: UnsafePointer<CChar>) -> [UInt8] {
    var out: [UInt8] = []
    var p = text
    while p.pointee != 0 {
      out.append(UInt8(bitPattern: p.pointee))
      p += 1
    }
    return out
  }

  private func failure(_ what: String, member: String?) -> InputError {
    let detail = archive_error_string(handle).map { String(cString: $0) } ?? "unknown error"
    let prefix = member.map { "member \(quotedKey($0)): " } ?? ""
    return Self.error(file, "\(prefix)\(what): \(detail)")
  }

  /// An error about the archive `file` as a whole (no line, no JSON path): the reason
  /// names the file, as the command line prints it.
  static func error(_ file: String, _ reason: String) -> InputError {
    InputError(file: file, reason: "\(file): \(reason)")
  }
}
