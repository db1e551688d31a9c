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
