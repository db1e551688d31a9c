internal import Glibc

extension AtomicFileSink {
  /// `dir/.name.chatshot-XXXXXX` for `dir/name`, the name shortened to stay under NAME_MAX.
  package static func temporaryTemplate(for path: String) -> String {
    let base = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    let shortBase = FileName.decode(FileName.bytes(base).prefix(200))
    let prefix = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
    return "\(prefix).\(shortBase).chatshot-XXXXXX"
  }
}

/// The process's file-creation mask, read once (umask can only be read by setting it).
let processUmask: mode_t = {
  let mask = umask(0o022)
  umask(mask)
  return mask
}()
