/// `CanonicalJSONEncoder`'s containers. Every scalar overload goes through one generic
/// method (`SlotEncoder.encode(_:into:key:)`), so a number is written the same way whatever
/// its Swift type.
struct KeyedSlotContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: SlotEncoder
  var codingPath: [any CodingKey] { encoder.codingPath }

  private func put<T: Encodable>(_ value: T, _ key: Key) throws {
    try encoder.encode(value, into: encoder.slot.member(key.stringValue), key: key)
  }

  /// `encodeIfPresent`: the value, or for nil `null` or nothing (`SlotEncoder.omitsNil`).
  private func putIfPresent<T: Encodable>(_ value: T?, _ key: Key) throws {
    if let value { return try put(value, key) }
    if !encoder.omitsNil(T.self) { encoder.slot.member(key.stringValue).set(.null) }
  }

  mutating func encodeNil(forKey key: Key) throws {
    encoder.slot.member(key.stringValue).set(.null)
  }
  mutating func encode(_ v: Bool, forKey key: Key) throws { try put(v, key) }
  mutating func encode(_ v: String, forKey key: Key) throws { try put(v, key) }
  mutating func encode(_ v: Double, forKey key: Key) throws { try put(v, key) }
  mutating func encode(_ v: Float, forKey key: Key) throws { try put(v, key) }
  mutating func encode(_ v: Int, forKey key: Key) throws { try put(v, key) }
  mutating func encode(_ v: Int8, forKey key: Key) throws { try put(v, key) }
  mutating func encode(_ v: Int16, forKey key: Key) throws { try put(v, key) }
  mutating func encode(_ v: Int32, forKey key: Key) throws { try put(v, key) }
  mutating func encode(_ v: Int64, forKey key: Key) throws { try put(v, key) }
  mutating func encode(_ v: UInt, forKey key: Key) throws { try put(v, key) }
  mutating func encode(_ v: UInt8, forKey key: Key) throws { try put(v, key) }
  mutating func encode(_ v: UInt16, forKey key: Key) throws { try put(v, key) }
  mutating func encode(_ v: UInt32, forKey key: Key) throws { try put(v, key) }
  mutating func encode(_ v: UInt64, forKey key: Key) throws { try put(v, key) }
  mutating func encode<T: Encodable>(_ v: T, forKey key: Key) throws { try put(v, key) }

  mutating func encodeIfPresent(_ v: Bool?, forKey key: Key) throws { try putIfPresent(v, key) }
  mutating func encodeIfPresent(_ v: String?, forKey key: Key) throws { try putIfPresent(v, key) }
  mutating func encodeIfPresent(_ v: Double?, forKey key: Key) throws { try putIfPresent(v, key) }
  mutating func encodeIfPresent(_ v: Float?, forKey key: Key) throws { try putIfPresent(v, key) }
  mutating func encodeIfPresent(_ v: Int?, forKey key: Key) throws { try putIfPresent(v, key) }
  mutating func encodeIfPresent(_ v: Int8?, forKey key: Key) throws { try putIfPresent(v, key) }
  mutating func encodeIfPresent(_ v: Int16?, forKey key: Key) throws { try putIfPresent(v, key) }
  mutating func encodeIfPresent(_ v: Int32?, forKey key: Key) throws { try putIfPresent(v, key) }
  mutating func encodeIfPresent(_ v: Int64?, forKey key: Key) throws { try putIfPresent(v, key) }
  mutating func encodeIfPresent(_ v: UInt?, forKey key: Key) throws { try putIfPresent(v, key) }
  mutating func encodeIfPresent(_ v: UInt8?, forKey key: Key) throws { try putIfPresent(v, key) }
  mutating func encodeIfPresent(_ v: UInt16?, forKey key: Key) throws { try putIfPresent(v, key) }
  mutating func encodeIfPresent(_ v: UInt32?, forKey key: Key) throws { try putIfPresent(v, key) }
  mutating func encodeIfPresent(_ v: UInt64?, forKey key: Key) throws { try putIfPresent(v, key) }
  mutating func encodeIfPresent<T: Encodable>(_ v: T?, forKey key: Key) throws {
    try putIfPresent(v, key)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    nested(key).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    nested(key).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder { nested(IndexKey(stringValue: "super")!) }
  mutating func superEncoder(forKey key: Key) -> any Encoder { nested(key) }

  private func nested(_ key: any CodingKey) -> SlotEncoder {
    SlotEncoder(
      slot: encoder.slot.member(key.stringValue), codingPath: codingPath + [key],
      options: encoder.options)
  }
}

struct UnkeyedSlotContainer: UnkeyedEncodingContainer {
  let encoder: SlotEncoder
  var codingPath: [any CodingKey] { encoder.codingPath }
  var count: Int { encoder.slot.itemCount }

  private func put<T: Encodable>(_ value: T) throws {
    let key = IndexKey(count)
    try encoder.encode(value, into: encoder.slot.appendItem(), key: key)
  }

  mutating func encodeNil() throws { encoder.slot.appendItem().set(.null) }
  mutating func encode(_ v: Bool) throws { try put(v) }
  mutating func encode(_ v: String) throws { try put(v) }
  mutating func encode(_ v: Double) throws { try put(v) }
  mutating func encode(_ v: Float) throws { try put(v) }
  mutating func encode(_ v: Int) throws { try put(v) }
  mutating func encode(_ v: Int8) throws { try put(v) }
  mutating func encode(_ v: Int16) throws { try put(v) }
  mutating func encode(_ v: Int32) throws { try put(v) }
  mutating func encode(_ v: Int64) throws { try put(v) }
  mutating func encode(_ v: UInt) throws { try put(v) }
  mutating func encode(_ v: UInt8) throws { try put(v) }
  mutating func encode(_ v: UInt16) throws { try put(v) }
  mutating func encode(_ v: UInt32) throws { try put(v) }
  mutating func encode(_ v: UInt64) throws { try put(v) }
  mutating func encode<T: Encodable>(_ v: T) throws { try put(v) }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    nested().container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    nested().unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder { nested() }

  private func nested() -> SlotEncoder {
    let key = IndexKey(count)
    return SlotEncoder(
      slot: encoder.slot.appendItem(), codingPath: codingPath + [key], options: encoder.options)
  }
}

struct SingleSlotContainer: SingleValueEncodingContainer {
  let encoder: SlotEncoder
  var codingPath: [any CodingKey] { encoder.codingPath }

  private func put<T: Encodable>(_ value: T) throws {
    if let leaf = SlotEncoder.leaf(value) { return encoder.slot.set(leaf) }
    try value.encode(to: encoder)
  }

  mutating func encodeNil() throws { encoder.slot.set(.null) }
  mutating func encode(_ v: Bool) throws { try put(v) }
  mutating func encode(_ v: String) throws { try put(v) }
  mutating func encode(_ v: Double) throws { try put(v) }
  mutating func encode(_ v: Float) throws { try put(v) }
  mutating func encode(_ v: Int) throws { try put(v) }
  mutating func encode(_ v: Int8) throws { try put(v) }
  mutating func encode(_ v: Int16) throws { try put(v) }
  mutating func encode(_ v: Int32) throws { try put(v) }
  mutating func encode(_ v: Int64) throws { try put(v) }
  mutating func encode(_ v: UInt) throws { try put(v) }
  mutating func encode(_ v: UInt8) throws { try put(v) }
  mutating func encode(_ v: UInt16) throws { try put(v) }
  mutating func encode(_ v: UInt32) throws { try put(v) }
  mutating func encode(_ v: UInt64) throws { try put(v) }
  mutating func encode<T: Encodable>(_ v: T) throws { try put(v) }
}
