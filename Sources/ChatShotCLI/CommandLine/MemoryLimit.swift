import ChatShot
internal import Glibc

/// The address-space limit (`ulimit -v`, RLIMIT_AS) and what chatshot needs under it
/// (docs/limits.md#memory).
///
/// Running out of memory cannot be handled where it happens: a Swift allocation that fails
/// ends the process ("Fatal error: failed to allocate"), GLib aborts when Pango cannot start
/// a thread, Pango waits forever for one that never started, Cairo draws glyphs as boxes.
/// So under a limit chatshot checks first, from what it is about to do, that the limit
/// leaves it enough, and refuses with `OutOfMemory` (exit 70) before reading any file
/// otherwise. Without a limit nothing is checked.
enum MemoryLimit {
  /// The soft limit in bytes, nil when there is none.
  static let addressSpace: Int? = {
    var limit = rlimit()
    guard getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0,
      limit.rlim_cur != rlim_t.max
    else { return nil }
    return Int(clamping: limit.rlim_cur)
  }()

  /// What a render needs whatever it draws: the program and its libraries, the fonts
  /// mapped (52 MB), Pango's threads, the font set-up and an ordinary conversation.
  static let renderBase = 192 << 20
  /// What a compression thread adds: its stack (8 MiB) and its buffers.
  static let perThread = 10 << 20
  /// What each further renderer of a batch adds: its thread's stack, its font set-up.
  static let perRenderer = 48 << 20
  /// What comparing images needs besides the images: the program and its libraries.
  static let compareBase = 64 << 20

  /// Under a limit, glibc's malloc keeps one arena for all threads instead of one per
  /// thread (each reserves 64 MiB of address space): the address space then goes to what
  /// needs it, thread stacks and large blocks, and what a render needs no longer depends on
  /// how many threads happened to allocate first. Swift's Glibc module does not declare
  /// `mallopt` (malloc.h), so it is looked up; no difference in speed was measured.
  static func shareMallocArenas() {
    guard addressSpace != nil, let symbol = dlsym(nil, "mallopt") else { return }
    let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
    let arenaMax: Int32 = -8  // M_ARENA_MAX
    _ = mallopt(arenaMax, 1)
  }

  /// What a render needs per message: its text laid out and kept for the drawing (measured:
  /// 20,000 messages of 190 characters, 260 MB).
  static let perMessage = 16 << 10

  /// What runs at once: the deflate threads in all, and the renderers (a batch runs one per
  /// job, each with its own fonts).
  struct Load: Sendable {
    var compressionThreads: Int
    var renderers = 1
  }

  /// Refuses `load`, rendering conversations of `messages` messages, when the limit leaves
  /// too little.
  static func require(_ load: Load, messages: Int = 0) throws(OutOfMemory) {
    let threads = load.compressionThreads
    let threadText = "\(threads) compression thread\(threads == 1 ? "" : "s")"
    let what =
      load.renderers > 1
      ? "rendering \(load.renderers) conversations at once with \(threadText)"
      : "rendering with \(threadText)"
    try require(
      need(load, messages: messages),
      for: messages > 0 ? "\(what), \(messages) messages," : what)
  }

  /// What `require` requires.
  static func need(_ load: Load, messages: Int = 0) -> Int {
    renderBase + max(0, load.renderers - 1) * perRenderer
      + max(1, load.compressionThreads) * perThread + messages * perMessage
  }

  /// Refuses holding images of `pixels` RGBA pixels in all, besides `bytes` of files and
  /// `base` (what the command needs anyway), when the limit leaves too little.
  static func requireForImages(
    pixels: Int, bytes: Int, base: Int = compareBase, what: String
  ) throws(OutOfMemory) {
    let (product, overflow) = pixels.multipliedReportingOverflow(by: 4)
    try require(overflow ? .max : base.addingClamped(product).addingClamped(bytes), for: what)
  }

  private static func require(_ needed: Int, for what: String) throws(OutOfMemory) {
    guard let limit = addressSpace, limit < needed else { return }
    throw OutOfMemory(what: what, needed: needed, limit: limit)
  }
}

extension Int {
  /// `self + other`, or `Int.max` when that overflows.
  fileprivate func addingClamped(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    return overflow ? .max : sum
  }
}
