/// Where a value sits inside a JSON document, such as `messages[3].text`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
  /// One step: an object key or an array index.
  public enum Component: Hashable, Sendable {
    /// A member of an object, by its key.
    case key(String)
    /// An element of an array, by its 0-based index.
    case index(Int)
  }

  /// The steps from the top-level value inwards; empty for the root.
  public var components: [Component]

  /// The path made of `components` (the root when empty).
  public init(_ components: [Component] = []) {
    self.components = components
  }

  /// The document's top-level value (printed as an empty string).
  public static let root = JSONPath()

  /// Whether this is the top-level value's path (no components); diagnostics then print no
  /// path.
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
  package static func quoted(_ key: String) -> String {
    var text = ""
    appendQuoted(key, quote: "\"", to: &text, forDiagnostic: true)
    return text
  }
}

extension Unicode.Scalar {
  package var isASCIILetter: Bool { (value | 0x20) >= 0x61 && (value | 0x20) <= 0x7A }
  package var isASCIIDigit: Bool { value >= 0x30 && value <= 0x39 }
}

/// `key` in single quotes for a diagnostic (`'colour'`), with quotes and controls escaped.
package func quotedKey(_ key: String) -> String {
  var text = ""
  appendQuoted(key, quote: "'", to: &text, forDiagnostic: true)
  return text
}
