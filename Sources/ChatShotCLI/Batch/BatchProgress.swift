import ChatShot
internal import Glibc

/// A one-line progress bar on standard error, drawn only when standard error is a terminal
/// (quiet in pipes, logs and tests). Not thread-safe: the batch calls it under its lock.
final class BatchProgress {
  private let total: Int
  private let enabled: Bool
  private var shown = false
  private var lastDraw = 0.0

  init(total: Int, enabled: Bool = isatty(2) == 1) {
    self.total = total
    self.enabled = enabled && total > 1
  }

  /// Redraws the bar (at most every 50 ms, and always for the last item).
  func update(done: Int, failed: Int) {
    guard enabled else { return }
    let now = PhaseTimings.now()
    guard done == total || now - lastDraw >= 0.05 else { return }
    lastDraw = now
    let width = 30
    let filled = total > 0 ? done * width / total : width
    let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
    let note = failed > 0 ? ", \(failed) failed" : ""
    write("\r\u{1B}[K[\(bar)] \(done)/\(total)\(note)")
    shown = true
  }

  /// Erases the bar, so that a message can take the line.
  func clear() {
    guard shown else { return }
    write("\r\u{1B}[K")
    shown = false
  }

  private func write(_ text: String) {
    var bytes = Array(text.utf8)
    _ = bytes.withUnsafeMutableBytes { Glibc.write(2, $0.baseAddress, $0.count) }
  }
}
