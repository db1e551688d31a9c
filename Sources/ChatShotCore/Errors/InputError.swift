/// A problem with an input file: where it is, what is wrong, and what kind of failure it is.
///
/// Printed as one line, `FILE:LINE:COL: PATH: reason`, leaving out the parts that do not
/// apply (no location for an unreadable file, no path for a top-level syntax error):
///
///     convo.json:12:7: messages[3].text: expected a string, found a number
///     convo.json:4:1: unexpected end of input (unclosed object opened at 1:1)
///     cannot read 'convo.json': No such file or directory
public struct InputError: ChatShotError {
  /// The file as the user named it (`-` or `<stdin>` for standard input).
  public var file: String
  /// Line and column of the problem; nil when there is none (an unreadable file, a
  /// conversation built in code, a limit on the whole file).
  public var location: SourceLocation?
  /// Where in the JSON document the problem is; the root path is not printed.
  public var path: JSONPath
  /// What is wrong, as a phrase a person can act on.
  public var reason: String
  /// What is wrong as a value, when the stage that found it made one (`reason` is then its
  /// description); nil for a reason given only as words.
  public var problem: (any InputProblem)?
  /// `.invalidData` for problems with the contents, `.unreadableInput` for missing or
  /// unreadable files.
  public var kind: ChatShotErrorKind

  /// An error in `file`, at `location` and `path` when known; `kind` is `.invalidData`
  /// unless given.
  public init(
    file: String, location: SourceLocation? = nil, path: JSONPath = .root, reason: String,
    kind: ChatShotErrorKind = .invalidData
  ) {
    self.file = file
    self.location = location
    self.path = path
    self.reason = reason
    self.kind = kind
  }

  /// An error in `file`, at `location` and `path` when known, whose reason is `problem` (its
  /// description) and whose kind is the problem's.
  public init(
    file: String, location: SourceLocation? = nil, path: JSONPath = .root,
    problem: some InputProblem
  ) {
    self.init(
      file: file, location: location, path: path, reason: problem.description,
      kind: problem.kind)
    self.problem = problem
  }

  /// `FILE:LINE:COL: PATH: reason`, without the parts that do not apply.
  public var description: String { description(reason: reason) }

  /// The error's place (`FILE:LINE:COL: PATH: `, without the parts that do not apply) before
  /// `reason`: how a caller that words the ``problem`` its own way prints the whole line.
  package func description(reason: String) -> String {
    var parts: [String] = []
    if let location {
      parts.append("\(file):\(location.line):\(location.column)")
    }
    if !path.isRoot {
      parts.append(path.description)
    }
    parts.append(reason)
    return parts.joined(separator: ": ")
  }

  /// This error with `component` put in front of its path (used while unwinding a parse).
  package func nested(in component: JSONPath.Component) -> InputError {
    var copy = self
    copy.path.components.insert(component, at: 0)
    return copy
  }
}

extension InputError: Hashable {
  /// Equal when the file, place, reason and kind are (the ``problem``, whose description is the
  /// reason, is not compared again).
  public static func == (a: InputError, b: InputError) -> Bool {
    a.file == b.file && a.location == b.location && a.path == b.path && a.reason == b.reason
      && a.kind == b.kind
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(file)
    hasher.combine(location)
    hasher.combine(path)
    hasher.combine(reason)
    hasher.combine(kind)
  }
}
