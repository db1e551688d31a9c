/// What chatshot changes in the SVG Cairo writes: ids numbered by the document alone, and the
/// metadata.
package enum SVGPostProcess {
  /// `svg` with every id of a letters-then-digits form (`surface12`, `image5`, `clip3`:
  /// Cairo numbers some from counters global to the process, so the second picture a process
  /// draws would differ from the first) renumbered per prefix in order of first appearance,
  /// references (`#surface12`) to match; and `metadata`, when given, as a `<metadata>`
  /// element right after the `<svg>` start tag.
  package static func finish(_ svg: [UInt8], metadata: String?) -> [UInt8] {
    let ids = renumbering(svg)
    var out: [UInt8] = []
    out.reserveCapacity(svg.count + (metadata?.utf8.count ?? 0) + 32)
    var i = 0
    var inserted = metadata == nil
    while i < svg.count {
      let c = svg[i]
      if !inserted, c == UInt8(ascii: ">"), isInSVGStartTag(svg, before: i) {
        out.append(c)
        out += Array("\n<metadata>".utf8) + Array(metadata!.utf8) + Array("</metadata>".utf8)
        inserted = true
        i += 1
        continue
      }
      if let (token, end) = identifier(in: svg, at: i), let renamed = ids[token] {
        out += renamed
        i = end
        continue
      }
      out.append(c)
      i += 1
    }
    return out
  }

  /// The new name of each renumbered id, by its old bytes.
  private static func renumbering(_ svg: [UInt8]) -> [[UInt8]: [UInt8]] {
    let marker = Array("id=\"".utf8)
    var names: [[UInt8]: [UInt8]] = [:]
    var counts: [[UInt8]: Int] = [:]
    var i = 0
    while i + marker.count < svg.count {
      guard svg[i] == marker[0], svg[i..<(i + marker.count)].elementsEqual(marker),
        i == 0 || !isNameByte(svg[i - 1])
      else {
        i += 1
        continue
      }
      let start = i + marker.count
      var end = start
      while end < svg.count, isNameByte(svg[end]) { end += 1 }
      let value = Array(svg[start..<end])
      if names[value] == nil, let prefix = numberedPrefix(value) {
        let n = (counts[prefix] ?? 0) + 1
        counts[prefix] = n
        names[value] = prefix + Array(String(n).utf8)
      }
      i = end
    }
    return names
  }

  /// The letters of `value` when it is letters followed by at least one digit, else nil.
  private static func numberedPrefix(_ value: [UInt8]) -> [UInt8]? {
    guard let firstDigit = value.firstIndex(where: isDigit), firstDigit > 0,
      value[..<firstDigit].allSatisfy(isLetter), value[firstDigit...].allSatisfy(isDigit)
    else { return nil }
    return Array(value[..<firstDigit])
  }

  /// The name starting at `i` when it is preceded by `id="` or `#` (a definition or a
  /// reference), and where it ends.
  private static func identifier(in svg: [UInt8], at i: Int) -> ([UInt8], Int)? {
    guard isLetter(svg[i]), i > 0 else { return nil }
    let before = svg[i - 1]
    let isReference = before == UInt8(ascii: "#")
    let isDefinition =
      before == UInt8(ascii: "\"") && i >= 4
      && svg[(i - 4)..<i].elementsEqual("id=\"".utf8) && (i == 4 || !isNameByte(svg[i - 5]))
    guard isReference || isDefinition else { return nil }
    var end = i
    while end < svg.count, isNameByte(svg[end]) { end += 1 }
    return (Array(svg[i..<end]), end)
  }

  /// Whether the `>` at `i` closes the document's `<svg` start tag.
  private static func isInSVGStartTag(_ svg: [UInt8], before i: Int) -> Bool {
    var j = i - 1
    while j >= 0, svg[j] != UInt8(ascii: "<") { j -= 1 }
    return j >= 0 && j + 4 < svg.count && svg[(j + 1)..<(j + 4)].elementsEqual("svg".utf8)
      && (svg[j + 4] == UInt8(ascii: " ") || svg[j + 4] == UInt8(ascii: ">"))
  }

  private static func isLetter(_ c: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(c | 0x20)
  }
  private static func isDigit(_ c: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c)
  }
  private static func isNameByte(_ c: UInt8) -> Bool {
    isLetter(c) || isDigit(c) || c == UInt8(ascii: "-") || c == UInt8(ascii: "_")
  }
}
