internal import Glibc

/// The process's environment variables and the processors it may use, read with libc
/// (Foundation's `ProcessInfo` costs milliseconds of start-up for these few values).
package enum Environment {
  /// Every environment variable, `NAME=value` entries split at the first `=`; for a name
  /// given twice the later entry wins (as `ProcessInfo.environment`).
  package static var variables: [String: String] {
    var result: [String: String] = [:]
    // NULL after clearenv(3).
    let table: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
    guard var entry = table else { return result }
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
        result[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      entry += 1
    }
    return result
  }

  /// The processors online (`sysconf(_SC_NPROCESSORS_ONLN)`, at least 1): what
  /// `ProcessInfo.activeProcessorCount` reports on Linux.
  package static var activeProcessorCount: Int {
    max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
  }
}
