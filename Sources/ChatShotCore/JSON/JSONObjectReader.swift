/// Reads the members of one JSON object by name, refusing keys it does not know.
///
/// Create it with the full list of keys the object may have; an unknown key is an error at
/// that key ("unknown key 'colour'; expected one of: color, name"). Then ask for each
/// member with the accessor of its type. A required member that is absent is an error at
/// the object ("missing required key 'text'"); an optional member that is absent or `null`
/// reads as `nil`.
///
///     let reader = try node.object(keys: ["name", "size", "bold"])
///     let name = try reader.string("name")
///     let size = try reader.optionalNumber("size", in: 6...72) ?? 17
package struct JSONObjectReader: Sendable {
  /// The object itself.
  package let node: JSONNode
  /// The keys this object may have, in the order they are listed in errors.
  package let keys: [String]
  private let members: [JSONMember]

  package init(_ node: JSONNode, keys: [String]) throws(InputError) {
    guard case .object(let members) = node.value.kind else {
      throw node.typeMismatch(expected: "an object")
    }
    for member in members where !keys.contains(member.key) {
      throw InputError(
        file: node.file, location: member.keyLocation, path: node.path,
        reason: "unknown key \(quotedKey(member.key)); expected one of: "
          + keys.joined(separator: ", "))
    }
    self.node = node
    self.keys = keys
    self.members = members
  }

  /// The keys present, in file order.
  package var presentKeys: [String] { members.map(\.key) }

  /// Whether `key` is present (even if its value is `null`).
  package func contains(_ key: String) -> Bool {
    members.contains { $0.key == key }
  }

  /// The member named `key`, unless it is absent or `null`.
  package func optional(_ key: String) -> JSONNode? {
    guard let member = members.first(where: { $0.key == key }), member.value.kind != .null
    else { return nil }
    return JSONNode(member.value, path: node.path.appending(key: key), file: node.file)
  }

  /// The member named `key`; an error at the object if it is absent.
  package func required(_ key: String) throws(InputError) -> JSONNode {
    guard let member = members.first(where: { $0.key == key }) else {
      throw node.error("missing required key \(quotedKey(key))")
    }
    return JSONNode(member.value, path: node.path.appending(key: key), file: node.file)
  }

  /// Where the key `key` is written, if present.
  package func keyLocation(_ key: String) -> SourceLocation? {
    members.first { $0.key == key }?.keyLocation
  }

  package func string(_ key: String) throws(InputError) -> String {
    try required(key).string()
  }

  package func optionalString(_ key: String) throws(InputError) -> String? {
    try optional(key)?.string()
  }

  package func number(_ key: String, in range: ClosedRange<Double>? = nil) throws(InputError)
    -> Double
  {
    try required(key).number(in: range)
  }

  package func optionalNumber(_ key: String, in range: ClosedRange<Double>? = nil)
    throws(InputError) -> Double?
  {
    try optional(key)?.number(in: range)
  }

  package func bool(_ key: String) throws(InputError) -> Bool {
    try required(key).bool()
  }

  package func optionalBool(_ key: String) throws(InputError) -> Bool? {
    try optional(key)?.bool()
  }

  package func array(_ key: String) throws(InputError) -> [JSONNode] {
    try required(key).array()
  }

  package func optionalArray(_ key: String) throws(InputError) -> [JSONNode]? {
    try optional(key)?.array()
  }

  /// The nested object `key`, read with its own list of allowed keys.
  package func object(_ key: String, keys: [String]) throws(InputError) -> JSONObjectReader {
    try required(key).object(keys: keys)
  }

  package func optionalObject(_ key: String, keys: [String]) throws(InputError)
    -> JSONObjectReader?
  {
    try optional(key)?.object(keys: keys)
  }
}
