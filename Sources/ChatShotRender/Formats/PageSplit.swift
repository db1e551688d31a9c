/// Where a PDF's pages are cut: only between rows, never through one.
package enum PageSplit {
  /// The device-row ranges of the pages covering `0 ..< height`, each at most `maxHeight`
  /// rows tall where the rows allow it. `spans` are the device rows each drawn thing covers
  /// (the screen's parts, rows, the input bar), in order of their tops; a page is cut only at
  /// a row's top where everything above it has ended, and only below something drawn: the
  /// margin above the first thing is never a page of its own, so a first row taller than a
  /// page starts the first page. A row taller than `maxHeight` gets a page of its own that
  /// tall.
  package static func pages(spans: [Range<Int>], height: Int, maxHeight: Int) -> [Range<Int>] {
    guard height > 0 else { return [] }
    var cuts: [Int] = []
    var bottom = 0
    var drawn = false
    for span in spans {
      defer { drawn = drawn || !span.isEmpty }
      if drawn, span.lowerBound > 0, span.lowerBound >= bottom, span.lowerBound < height,
        cuts.last != span.lowerBound
      {
        cuts.append(span.lowerBound)
      }
      bottom = max(bottom, span.upperBound)
    }
    var pages: [Range<Int>] = []
    var top = 0
    var next = 0  // the first cut below `top`
    while top < height {
      while next < cuts.count, cuts[next] <= top { next += 1 }
      guard top + max(1, maxHeight) < height else {
        pages.append(top..<height)
        break
      }
      var end = next
      while end < cuts.count, cuts[end] <= top + maxHeight { end += 1 }
      let cut = end > next ? cuts[end - 1] : (next < cuts.count ? cuts[next] : height)
      pages.append(top..<cut)
      top = cut
    }
    return pages
  }
}
