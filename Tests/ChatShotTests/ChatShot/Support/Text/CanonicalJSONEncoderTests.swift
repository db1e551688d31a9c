import Testing

@testable import ChatShotCore

/// `CanonicalJSONEncoder`: the synthesised conformances' shapes as `JSONOutput`, nil members
/// as the policy says, numbers whatever their Swift type written alike.
@Suite struct CanonicalJSONEncoderTests {
  enum Shade: String, Encodable { case light, dark }

  enum Shape: Encodable, Equatable {
    case rounded(radius: Double)
    case fill(color: String, cornerRadius: Double)
  }

  struct Section: Encodable, AbsentWhenNil { var size: Int }

  struct Sample: Encodable {
    var name = "a\"b"
    var count: Int8 = -3
    var large: UInt64 = 1 << 40
    var ratio = 0.1
    var whole = 2.0
    var flag = true
    var shade = Shade.dark
    var shape = Shape.rounded(radius: 4)
    var note: String? = nil
    var section: Section? = nil
    var sizes: [Int: String] = [2: "x", 10: "y"]
    var list: [Double?] = [1, nil]
  }

  @Test func synthesisedShapes() {
    let json = CanonicalJSONEncoder().encode(Sample()).compact()
    #expect(
      json
        == #"{"count":-3,"flag":true,"large":1099511627776,"list":[1,null],"name":"a\"b","#
        + #""note":null,"ratio":0.1,"shade":"dark","shape":{"rounded":{"radius":4}},"#
        + #""sizes":{"10":"y","2":"x"},"whole":2}"#)
  }

  @Test func omittedPolicyLeavesNilMembersOut() {
    var sample = Sample()
    sample.shape = .fill(color: "red", cornerRadius: 1.5)
    sample.section = Section(size: 1)
    let json = CanonicalJSONEncoder(absentMembers: .omitted).encode(sample)
    guard case .object(let members) = json else {
      Issue.record("not an object: \(json)")
      return
    }
    #expect(members["note"] == nil)
    #expect(members["section"] == .object(["size": .number(1)]))
    #expect(
      members["shape"]
        == .object(["fill": .object(["color": .string("red"), "cornerRadius": .number(1.5)])]))
  }

  /// A type marked `AbsentWhenNil` is left out even when nil members are written as null.
  @Test func absentWhenNilWinsOverNull() {
    guard case .object(let members) = CanonicalJSONEncoder().encode(Sample()) else {
      Issue.record("not an object")
      return
    }
    #expect(members.keys.contains("note"))
    #expect(!members.keys.contains("section"))
  }

  struct Reader: Encodable {
    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode((encoder.userInfo[Self.key] as? String) ?? "none")
    }
    static let key = CodingUserInfoKey(rawValue: "test.key")!
  }

  @Test func userInfoReachesNestedValues() {
    let encoder = CanonicalJSONEncoder(userInfo: [Reader.key: "given"])
    #expect(encoder.encode(["a": [Reader()]]).compact() == #"{"a":["given"]}"#)
    #expect(CanonicalJSONEncoder().encode(Reader()).compact() == #""none""#)
  }
}
