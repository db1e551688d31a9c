import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCLI
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// `--highlight` and `--callouts`: drawn over the rows, never moving them.
@Suite struct PointingTests {
  private func render(_ change: (inout RenderOptions) -> Void) throws -> Rendering {
    var options = RenderOptions()
    options.scale = 2
    change(&options)
    let rendering = try ChatRenderer().render(
      contentsOf: FormatRender.example("weekend"), options: options)
    if options.format == .svg { try FormatRender.parsedXML(rendering.bytes) }
    return rendering
  }

  /// The device rows of `image` that differ from `other`'s.
  private func differingRows(_ a: RGBAImage, _ b: RGBAImage) -> Set<Int> {
    var rows = Set<Int>()
    let stride = a.width * 4
    for y in 0..<a.height
    where a.pixels[(y * stride)..<((y + 1) * stride)] != b.pixels[(y * stride)..<((y + 1) * stride)]
    {
      rows.insert(y)
    }
    return rows
  }

  @Test func highlightChangesOnlyTheVeiledRows() throws {
    let plain = try render { _ in }
    let lit = try render { $0.highlight = [.range(2...3)] }
    #expect(lit.layout.rows == plain.layout.rows)
    let a = try PNGReader.decode(plain.bytes).image
    let b = try PNGReader.decode(lit.bytes).image
    let changed = differingRows(a, b)
    let rows = plain.layout.rows
    // Rows 2 and 3 keep their pixels, from the top of row 2 to the bottom of row 3.
    let keptTop = Int((min(rows[2].y, rows[2].drawnMinY) * 2).rounded(.down))
    let keptBottom = Int((max(rows[3].y + rows[3].height, rows[3].drawnMaxY) * 2).rounded(.up))
    #expect(changed.allSatisfy { $0 < keptTop || $0 >= keptBottom })
    // Every other row is veiled: each has pixels that changed.
    for i in [0, 1, 4, 5, 6, 7] {
      let middle = Int((rows[i].bubble.y + rows[i].bubble.height / 2) * 2)
      #expect(changed.contains(middle), "row \(i) is not veiled")
    }
  }

  @Test func calloutsDrawOnlyInsideTheirFrames() throws {
    let plain = try render { _ in }
    let marked = try render { $0.callouts = [.index(2), .index(0)] }
    #expect(marked.layout.rows == plain.layout.rows)
    #expect(marked.layout.callouts.map(\.number) == [1, 2])
    #expect(marked.layout.callouts.map(\.row) == [2, 0])
    let a = try PNGReader.decode(plain.bytes).image
    let b = try PNGReader.decode(marked.bytes).image
    var changedInside = [0, 0]
    for y in 0..<a.height {
      for x in 0..<a.width {
        let i = (y * a.width + x) * 4
        guard a.pixels[i..<(i + 4)] != b.pixels[i..<(i + 4)] else { continue }
        let px = Double(x) / 2
        let py = Double(y) / 2
        let inside = marked.layout.callouts.firstIndex {
          px >= $0.frame.x - 0.5 && px <= $0.frame.maxX + 0.5 && py >= $0.frame.y - 0.5
            && py <= $0.frame.y + $0.frame.height + 0.5
        }
        #expect(inside != nil, "pixel \(x),\(y) changed outside every marker")
        if let inside { changedInside[inside] += 1 }
      }
    }
    #expect(changedInside.allSatisfy { $0 > 100 })
    // A marker sits beside its bubble, on the side away from the bubble's own edge.
    for callout in marked.layout.callouts {
      let bubble = plain.layout.rows.first { $0.index == callout.row }!.bubble
      #expect(callout.frame.x >= bubble.maxX || callout.frame.maxX <= bubble.x)
    }
    #expect(marked.layout.dump(scale: 2).serialized().contains("\"callouts\":"))
    #expect(!plain.layout.dump(scale: 2).serialized().contains("\"callouts\""))
  }

  @Test func anUnknownRowIsRefused() throws {
    #expect(throws: RowSelectionError.noSuchRow(.highlight, selector: "42")) {
      try render { $0.highlight = [.index(42)] }
    }
    #expect(throws: RowSelectionError.noSuchRow(.callouts, selector: "'ghost'")) {
      try render { $0.callouts = [.id("ghost")] }
    }
  }

  @Test func selectorsParse() throws {
    #expect(
      try DocsOptions.rows("3..5,7,ana-1", option: "--highlight")
        == [.range(3...5), .index(7), .id("ana-1")])
    #expect(throws: UsageError.self) { try DocsOptions.rows("5..3", option: "--highlight") }
    #expect(throws: UsageError.self) { try DocsOptions.rows("1,,2", option: "--callouts") }
  }

  @Test func vectorFormatsVeilAndMarkToo() throws {
    let svg = try render {
      $0.format = .svg
      $0.highlight = [.index(1)]
      $0.callouts = [.index(1)]
    }
    let plain = try render { $0.format = .svg }
    #expect(svg.bytes != plain.bytes)
    #expect(svg.layout.callouts.count == 1)
  }
}
