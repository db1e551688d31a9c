/// A reason an ``InputError`` gives as a value (which option, which limit, which name) rather
/// than only as words, so that a caller can react to it and word it its own way.
///
/// The library words it in `description` (no command-line flag, no exit code); the
/// `InputError` that carries it prints that description as its reason. Each stage defines
/// the problems it finds (`ImportProblem` in the model, for example).
public protocol InputProblem: Sendable, CustomStringConvertible {
  /// What kind of failure this is: the ``InputError``'s `kind`.
  var kind: ChatShotErrorKind { get }
}
