/// Encodes an `Encodable` value as a `JSONOutput`, whose serialisations are deterministic
/// (keys sorted by their UTF-8 bytes, numbers in their shortest round-tripping form): the one
/// encoder behind the canonical JSON of themes (their content digest) and conversations (the
/// metadata's recorded conversation).
///
/// Foundation's `JSONEncoder` is not used: the library links no Foundation, and its number
/// spelling (`1.0`, exponents) is not `JSONOutput`'s. The conventions are those of the
/// synthesised conformances: a struct is an object keyed by property name, an enum with a raw
/// value is that value, an enum with a payload `{"case": {label: value}}`, a dictionary an
/// object (integer keys in decimal), every integer and floating-point number a number.
package struct CanonicalJSONEncoder {
  /// What an optional member that is nil becomes (`encodeIfPresent`).
  package enum AbsentMembers: Sendable {
    /// `null`, so that every member is named (themes; see ``AbsentWhenNil``).
    case null
    /// Left out, as a file written by hand leaves it out (conversations).
    case omitted
  }

  package var absentMembers: AbsentMembers
  package var userInfo: [CodingUserInfoKey: Any]

  package init(absentMembers: AbsentMembers = .null, userInfo: [CodingUserInfoKey: Any] = [:]) {
    self.absentMembers = absentMembers
    self.userInfo = userInfo
  }

  /// The value as JSON. None of chatshot's conformances throws while encoding, and this
  /// encoder throws nothing of its own: a value that throws is a programming error.
  package func encode<T: Encodable>(_ value: T) -> JSONOutput {
    let slot = JSONSlot()
    do {
      try value.encode(to: SlotEncoder(slot: slot, codingPath: [], options: self))
    } catch {
      preconditionFailure("\(T.self) threw while encoding canonical JSON: \(error)")
    }
    return slot.output()
  }
}

/// A type whose optional members are left out of the canonical JSON when nil, rather than
/// written as `null`, whatever ``CanonicalJSONEncoder/AbsentMembers`` says: for the theme
/// sections added after theme digests were first recorded, so that a theme without them
/// kept its digest.
package protocol AbsentWhenNil {}

/// One value under construction: a leaf, or an object or array of slots still being filled
/// (a container hands out nested containers before their contents are written).
final class JSONSlot {
  private var leaf: JSONOutput = .null
  private var members: [String: JSONSlot]?
  private var items: [JSONSlot]?

  func set(_ value: JSONOutput) {
    leaf = value
    members = nil
    items = nil
  }

  /// The slot of member `key`, made an object first if it is not one yet.
  func member(_ key: String) -> JSONSlot {
    let slot = JSONSlot()
    if members == nil { members = [:] }
    members?[key] = slot
    return slot
  }

  /// Makes the slot an object (kept if it is one: a second keyed container adds to it).
  func makeObject() {
    if members == nil { members = [:] }
  }

  func makeArray() {
    if items == nil { items = [] }
  }

  /// A new last item of the array.
  func appendItem() -> JSONSlot {
    let slot = JSONSlot()
    if items == nil { items = [] }
    items?.append(slot)
    return slot
  }

  var itemCount: Int { items?.count ?? 0 }

  func output() -> JSONOutput {
    if let members { return .object(members.mapValues { $0.output() }) }
    if let items { return .array(items.map { $0.output() }) }
    return leaf
  }
}

/// The `Encoder` a value encodes itself to: one per slot.
struct SlotEncoder: Encoder {
  let slot: JSONSlot
  let codingPath: [any CodingKey]
  let options: CanonicalJSONEncoder

  var userInfo: [CodingUserInfoKey: Any] { options.userInfo }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    slot.makeObject()
    return KeyedEncodingContainer(KeyedSlotContainer<Key>(encoder: self))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    slot.makeArray()
    return UnkeyedSlotContainer(encoder: self)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleSlotContainer(encoder: self)
  }

  /// Encodes `value` into `slot`, under `key` in the coding path: a number, string or Bool
  /// directly, anything else through its own `encode(to:)`.
  func encode<T: Encodable>(_ value: T, into slot: JSONSlot, key: any CodingKey) throws {
    if let leaf = Self.leaf(value) { return slot.set(leaf) }
    try value.encode(to: SlotEncoder(slot: slot, codingPath: codingPath + [key], options: options))
  }

  /// The JSON of the standard library's scalar types, without a nested encoder.
  static func leaf<T>(_ value: T) -> JSONOutput? {
    switch value {
    case let v as String: .string(v)
    case let v as Double: .number(v)
    case let v as Bool: .bool(v)
    case let v as Int: .number(Double(v))
    case let v as Float: .number(Double(v))
    case let v as any BinaryInteger: .number(Double(v))
    default: nil
    }
  }

  /// Whether a nil `T?` member is left out rather than written as `null`.
  func omitsNil<T>(_ type: T.Type) -> Bool {
    options.absentMembers == .omitted || type is any AbsentWhenNil.Type
  }
}

/// The key of an array item or of a superclass's encoding in a coding path.
struct IndexKey: CodingKey {
  var stringValue: String
  var intValue: Int?

  init(_ index: Int) {
    stringValue = String(index)
    intValue = index
  }

  init?(stringValue: String) {
    self.stringValue = stringValue
    intValue = nil
  }

  init?(intValue: Int) { self.init(intValue) }
}
