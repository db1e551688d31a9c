import ChatShotCore

/// Members that fall back to a base value: how a theme that `extends` another reads the
/// keys it leaves out.
extension JSONObjectReader {
  /// The member `key` decoded with `decode`; `base` when the key is absent; an error at the
  /// object when both are missing. A `null` value is decoded (and refused by the decoder).
  func field<T>(
    _ key: String, base: T?, _ decode: (JSONNode) throws(InputError) -> T
  ) throws(InputError) -> T {
    if contains(key) { return try decode(required(key)) }
    guard let base else { throw node.error("missing required key \(quotedKey(key))") }
    return base
  }

  /// A member that may be `null` (meaning "none"): decoded when present and not null, nil
  /// when null, `base` when absent.
  func nullable<T>(
    _ key: String, base: T?, _ decode: (JSONNode) throws(InputError) -> T
  ) throws(InputError) -> T? {
    guard contains(key) else { return base }
    guard let node = optional(key) else { return nil }
    return try decode(node)
  }

  /// A number member with a base value (see `field`).
  func number(_ key: String, in range: ClosedRange<Double>, base: Double?) throws(InputError)
    -> Double
  {
    try field(key, base: base) { node throws(InputError) in try node.number(in: range) }
  }
}
