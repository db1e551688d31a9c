import Foundation

/// Writes one diagnostic line to standard error (Swift 6 rejects the global `stderr`).
func printError(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}
