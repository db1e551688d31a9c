import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

@Suite struct GeometryTests {
  @Test func insetShrinksEveryEdge() {
    let r = Rect(x: 10, y: 20, width: 100, height: 50)
      .inset(by: EdgeInsets(top: 15, left: 20, bottom: 15, right: 20))
    #expect(r == Rect(x: 30, y: 35, width: 60, height: 20))
  }

  @Test func negativeInsetGrows() {
    let r = Rect(x: 10, y: 20, width: 100, height: 50).inset(by: EdgeInsets(all: -5))
    #expect(r == Rect(x: 5, y: 15, width: 110, height: 60))
    #expect(r.maxX == 115 && r.maxY == 75)
  }
}
