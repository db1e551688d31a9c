internal import CPangoCairo

/// An owned fontconfig character set (`FcCharSet *`): the code points some fonts cover.
final class CharacterCoverage {
  /// Owned: one reference, released with `FcCharSetDestroy` in `deinit`.
  private let pointer: OpaquePointer

  /// An empty set.
  init() {
    pointer = FcCharSetCreate()
  }

  deinit { FcCharSetDestroy(pointer) }

  /// Adds the code points of `charset` (not taken: the caller keeps its reference).
  func add(_ charset: OpaquePointer) {
    var changed: FcBool = FcFalse
    FcCharSetMerge(pointer, charset, &changed)
  }

  /// Whether some font of the set has `scalar`.
  func contains(_ scalar: Unicode.Scalar) -> Bool {
    FcCharSetHasChar(pointer, scalar.value) == FcTrue
  }

  /// The coverage of every face in `faces` whose first family is one of `families` (all
  /// faces when `families` is nil).
  static func of(_ faces: [FontConfiguration.Face], families: Set<String>? = nil)
    -> CharacterCoverage
  {
    let coverage = CharacterCoverage()
    for face in faces where families?.contains(face.family) ?? true {
      var charset: OpaquePointer?
      if FcPatternGetCharSet(face.pattern, FC_CHARSET, 0, &charset) == FcResultMatch,
        let charset
      {
        coverage.add(charset)
      }
    }
    return coverage
  }
}
