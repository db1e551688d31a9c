/// A JSON value together with where it came from: the file and its path in the document.
///
/// The typed accessors (`string()`, `number(in:)`, `array()`, `object(keys:)`…) either
/// return the value or throw an `InputError` that points at it, e.g.
/// `convo.json:12:7: messages[3].text: expected a string, found a number`.
package struct JSONNode: Sendable {
  package let value: JSONValue
  package let path: JSONPath
  /// The file name used in diagnostics.
  package let file: String

  package init(_ value: JSONValue, path: JSONPath = .root, file: String) {
    self.value = value
    self.path = path
    self.file = file
  }

  package var location: SourceLocation { value.location }

  /// An error located at this value.
  package func error(_ reason: String, kind: ChatShotErrorKind = .invalidData) -> InputError {
    InputError(file: file, location: location, path: path, reason: reason, kind: kind)
  }

  /// An error located at this value whose reason is `problem`.
  package func error(_ problem: some InputProblem) -> InputError {
    InputError(file: file, location: location, path: path, problem: problem)
  }

  /// "expected a string, found a number", plus an optional hint after a semicolon.
  package func typeMismatch(expected: String, hint: String? = nil) -> InputError {
    error("expected \(expected), found \(value.typeDescription)" + (hint.map { "; " + $0 } ?? ""))
  }

  package var isNull: Bool { value.kind == .null }

  package func string() throws(InputError) -> String {
    guard case .string(let text) = value.kind else { throw typeMismatch(expected: "a string") }
    return text
  }

  /// A string that is not empty; `what` names it in the error ("a participant id").
  package func nonEmptyString(_ what: String = "a non-empty string") throws(InputError) -> String {
    guard case .string(let text) = value.kind else { throw typeMismatch(expected: what) }
    guard !text.isEmpty else { throw error("expected \(what), found an empty string") }
    return text
  }

  /// A number, optionally within `range` (inclusive).
  package func number(in range: ClosedRange<Double>? = nil) throws(InputError) -> Double {
    guard case .number(let number, let text) = value.kind else {
      throw typeMismatch(expected: "a number")
    }
    if let range, !range.contains(number) {
      throw error(
        "\(text) is out of range; expected a number from \(show(range.lowerBound)) to \(show(range.upperBound))"
      )
    }
    return number
  }

  /// A whole number within `range` (inclusive).
  package func integer(in range: ClosedRange<Int>) throws(InputError) -> Int {
    guard case .number(let number, let text) = value.kind else {
      throw typeMismatch(expected: "a whole number")
    }
    guard let whole = Int(exactly: number) else {
      throw error("expected a whole number, found \(text)")
    }
    guard range.contains(whole) else {
      throw error(
        "\(text) is out of range; expected a whole number from \(range.lowerBound) to \(range.upperBound)"
      )
    }
    return whole
  }

  package func bool() throws(InputError) -> Bool {
    guard case .bool(let flag) = value.kind else { throw typeMismatch(expected: "true or false") }
    return flag
  }

  /// The elements, each with its indexed path.
  package func array() throws(InputError) -> [JSONNode] {
    guard case .array(let elements) = value.kind else { throw typeMismatch(expected: "an array") }
    var nodes: [JSONNode] = []
    nodes.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      nodes.append(JSONNode(element, path: path.appending(index: index), file: file))
    }
    return nodes
  }

  /// The number of elements if this is an array (cheap: no nodes are made).
  package var arrayCount: Int? {
    if case .array(let elements) = value.kind { elements.count } else { nil }
  }

  /// A reader over this object that refuses keys outside `keys` (see `JSONObjectReader`).
  package func object(keys: [String]) throws(InputError) -> JSONObjectReader {
    try JSONObjectReader(self, keys: keys)
  }

  private func show(_ number: Double) -> String {
    Int64(exactly: number).map { String($0) } ?? String(number)
  }

  /// One of `values` (the raw values of an enum), named in the error.
  package func keyword<T: RawRepresentable>(_ values: [T]) throws(InputError) -> T
  where T.RawValue == String {
    let text = try string()
    guard let value = values.first(where: { $0.rawValue == text }) else {
      throw error(
        "unknown value \(JSONPath.quoted(text)); expected one of: "
          + values.map(\.rawValue).joined(separator: ", "))
    }
    return value
  }
}
