import ChatShotCore

/// Lenient reading of exports' JSON, which has many keys chatshot does not use: members are
/// looked up by name without refusing the others, and errors still name the JSON path.
extension JSONNode {
  /// The member `key` of this object, unless this is not an object or it is absent or null.
  func field(_ key: String) -> JSONNode? {
    guard case .object(let members) = value.kind,
      let member = members.first(where: { $0.key == key }), member.value.kind != .null
    else { return nil }
    return JSONNode(member.value, path: path.appending(key: key), file: file)
  }

  /// The member `key` as text: a string, or a number written as it is (ids); nil if absent.
  func text(_ key: String) throws(InputError) -> String? {
    guard let node = field(key) else { return nil }
    switch node.value.kind {
    case .string(let text): return text
    case .number(_, let text): return text
    default: throw node.typeMismatch(expected: "a string")
    }
  }

  /// The member `key`, which must be present and a string or number.
  func requiredText(_ key: String) throws(InputError) -> String {
    guard let text = try text(key) else { throw error("missing required key \(quotedKey(key))") }
    return text
  }

  /// The elements of the array member `key` (none when absent).
  func elements(_ key: String) throws(InputError) -> [JSONNode] {
    guard let node = field(key) else { return [] }
    return try node.array()
  }
}

extension JSONNode {
  /// The first of the members `keys` that is present, as text (see `text(_:)`).
  func firstText(_ keys: String...) throws(InputError) -> String? {
    for key in keys {
      if let text = try text(key) { return text }
    }
    return nil
  }
}

extension JSONNode {
  /// This string as an export's date: ISO 8601 (`ChatTimestamp.iso`), or, when
  /// `unixSeconds`, a whole number of seconds since 1970 (shown in UTC). Either is checked
  /// against `ChatTimestamp.years` before any arithmetic; `example` shows the expected form.
  func exportDate(example: String, unixSeconds: Bool = false) throws(InputError)
    -> ChatTimestamp
  {
    let text = try string()
    if let stamp = ChatTimestamp.iso(text) {
      guard stamp.isInRange else {
        throw error("the date \(quotedKey(text)) \(ChatTimestamp.outOfRange)")
      }
      return stamp
    }
    if unixSeconds, let seconds = Self.wholeSeconds(text) {
      guard let stamp = ChatTimestamp(unixSeconds: seconds) else {
        throw error("the time \(quotedKey(text)) \(ChatTimestamp.outOfRange)")
      }
      return stamp
    }
    throw error("expected a date like \"\(example)\", found \(quotedKey(text))")
  }

  /// `1672913472`, `-12`, or with a fraction (`1672913472.000200`, Slack's `ts`): the whole
  /// seconds, clamped to Int64 (the range check then refuses it); nil for anything else.
  static func wholeSeconds(_ text: String) -> Int64? {
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let whole = parts[0].utf8
    let negative = whole.first == UInt8(ascii: "-")
    let digits = whole.dropFirst(negative ? 1 : 0)
    guard !digits.isEmpty, digits.count <= 40, digits.allSatisfy({ (48...57).contains($0) }),
      parts.count == 1
        || (!parts[1].isEmpty && parts[1].utf8.allSatisfy({ (48...57).contains($0) }))
    else { return nil }
    var value: Int64 = 0
    for digit in digits {
      let (times, over) = value.multipliedReportingOverflow(by: 10)
      let (sum, over2) = times.addingReportingOverflow(Int64(digit - 48))
      if over || over2 { return negative ? .min : .max }
      value = sum
    }
    return negative ? -value : value
  }
}
