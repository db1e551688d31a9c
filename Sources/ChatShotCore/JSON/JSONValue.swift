/// A parsed JSON value and where it starts in the file.
///
/// Objects keep their members in file order (duplicates are refused by the parser), and
/// numbers keep the text they were written with, so a diagnostic can quote it.
package struct JSONValue: Hashable, Sendable {
  package enum Kind: Hashable, Sendable {
    case object([JSONMember])
    case array([JSONValue])
    case string(String)
    /// The value as a `Double` and the exact text of the literal (`"1e3"`, `"-0"`).
    case number(Double, text: String)
    case bool(Bool)
    case null
  }

  package var kind: Kind
  /// Where the value's first character is (`{`, `[`, `"`, a digit, `-`, `t`, `f` or `n`).
  package var location: SourceLocation

  package init(_ kind: Kind, at location: SourceLocation) {
    self.kind = kind
    self.location = location
  }

  /// The value's type with an article, for diagnostics: "an object", "a number", "null"…
  package var typeDescription: String {
    switch kind {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool(let value): value ? "true" : "false"
    case .null: "null"
    }
  }
}

/// One `"key": value` pair of a JSON object.
package struct JSONMember: Hashable, Sendable {
  package var key: String
  /// Where the key's opening quote is.
  package var keyLocation: SourceLocation
  package var value: JSONValue

  package init(key: String, keyLocation: SourceLocation, value: JSONValue) {
    self.key = key
    self.keyLocation = keyLocation
    self.value = value
  }
}
