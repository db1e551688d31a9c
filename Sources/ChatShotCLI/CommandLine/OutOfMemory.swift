import ChatShot

/// The address-space limit leaves less than a command needs (exit 70).
struct OutOfMemory: ChatShotError, Equatable {
  /// What was about to be done: "rendering with 2 compression threads".
  var what: String
  var needed: Int
  var limit: Int

  var kind: ChatShotErrorKind { .internalFailure }

  var description: String {
    "out of memory: the address-space limit (ulimit -v) is \(limit >> 20) MiB; \(what) needs "
      + "at least \((needed + (1 << 20) - 1) >> 20) MiB (see docs/limits.md#memory)"
  }
}
