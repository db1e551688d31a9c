/// Where a value sits inside a JSON document, such as `messages[3].text`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
  /// One step: an object key or an array index.
  public enum Component: Hashable, Sendable {
    case key(String)
    case index(Int)
  }

  public var components: [Component]

  public init(_ components: [Component] = []) {
    self.components = components
  }

  /// The document's top-level value (printed as an empty string).
  public static let root = JSONPath()

  public var isRoot: Bool { components.isEmpty }

  /// This path extended by an object key.
  public func appending(key: String) -> JSONPath {
    JSONPath(components + [.key(key)])
  }

  /// This path extended by an array index.
  public func appending(index: Int) -> JSONPath {
    JSONPath(components + [.index(index)])
  }

  /// `messages[3].text`; keys that are not plain identifiers are quoted: `a["two words"]`.
  public var description: String {
    var text = ""
    for component in components {
      switch component {
      case .index(let index):
        text += "[\(index)]"
      case .key(let key) where Self.isIdentifier(key):
        text += text.isEmpty ? key : "." + key
      case .key(let key):
        text += "[" + JSONPath.quoted(key) + "]"
      }
    }
    return text
  }

  private static func isIdentifier(_ key: String) -> Bool {
    guard let first = key.unicodeScalars.first, first == "_" || first.isASCIILetter else {
      return false
    }
    return key.unicodeScalars.allSatisfy { $0 == "_" || $0.isASCIILetter || $0.isASCIIDigit }
  }

  /// `key` as a double-quoted JSON string literal (quotes, backslashes and controls escaped).
  static func quoted(_ key: String) -> String {
    var text = "\""
    for scalar in key.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\t": text += "\\t"
      case _ where scalar.mustEscapeInDiagnostic:
        text += "\\u" + hex4(scalar.value)
      default: text.unicodeScalars.append(scalar)
      }
    }
    return text + "\""
  }
}

extension Unicode.Scalar {
  var isASCIILetter: Bool { (value | 0x20) >= 0x61 && (value | 0x20) <= 0x7A }
  var isASCIIDigit: Bool { value >= 0x30 && value <= 0x39 }
}

/// `key` in single quotes for a diagnostic (`'colour'`), with quotes and controls escaped.
func quotedKey(_ key: String) -> String {
  var text = "'"
  for scalar in key.unicodeScalars {
    switch scalar {
    case "'": text += "\\'"
    case "\\": text += "\\\\"
    case _ where scalar.mustEscapeInDiagnostic: text += "\\u" + hex4(scalar.value)
    default: text.unicodeScalars.append(scalar)
    }
  }
  return text + "'"
}

/// `text` from a file, for a one-line diagnostic: each character that
/// `mustEscapeInDiagnostic` is written as `\uXXXX`, nothing else changes.
func diagnosticText(_ text: String) -> String {
  guard text.unicodeScalars.contains(where: \.mustEscapeInDiagnostic) else { return text }
  var result = ""
  for scalar in text.unicodeScalars {
    if scalar.mustEscapeInDiagnostic {
      result += "\\u" + hex4(scalar.value)
    } else {
      result.unicodeScalars.append(scalar)
    }
  }
  return result
}

extension Unicode.Scalar {
  /// Whether this character, coming from a file, must be escaped in a diagnostic: controls
  /// (C0, DEL, C1) and line or paragraph separators would break the one line or drive the
  /// terminal (escape sequences); bidirectional controls would reorder what the reader sees.
  var mustEscapeInDiagnostic: Bool {
    switch value {
    case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029: true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}

/// `value` as four (or more) upper-case hexadecimal digits, without a prefix.
func hex4(_ value: UInt32) -> String {
  let digits = String(value, radix: 16, uppercase: true)
  return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
