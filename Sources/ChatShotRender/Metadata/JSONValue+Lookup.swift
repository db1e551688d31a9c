import ChatShotCore

/// Lenient look-ups for reading chatshot's own metadata back: a missing or mistyped member
/// reads as nil, and unknown members are ignored (a newer chatshot may add some).
extension JSONValue {
  /// The value of member `key` of an object.
  package subscript(key: String) -> JSONValue? {
    guard case .object(let members) = kind else { return nil }
    return members.first { $0.key == key }?.value
  }

  package var stringValue: String? {
    if case .string(let s) = kind { s } else { nil }
  }

  package var numberValue: Double? {
    if case .number(let n, _) = kind { n } else { nil }
  }

  var boolValue: Bool? {
    if case .bool(let b) = kind { b } else { nil }
  }

  package var arrayValue: [JSONValue]? {
    if case .array(let items) = kind { items } else { nil }
  }

  /// An object's members as name → string, skipping members that are not strings.
  var stringMembers: [String: String] {
    guard case .object(let members) = kind else { return [:] }
    var out: [String: String] = [:]
    for member in members {
      if let s = member.value.stringValue { out[member.key] = s }
    }
    return out
  }
}
