import ChatShot
import Foundation
import XCTest

#if canImport(Testing)
  import Testing
#endif

/// Where an assertion was written, to point the test failure at it.
package struct SnapshotCallSite: Sendable {
  package var fileID: StaticString
  package var filePath: StaticString
  package var line: UInt
  package var column: UInt

  package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }
}

/// Reports a failed snapshot to whichever test framework is running: an `Issue` under Swift
/// Testing (a test is current), `XCTFail` under XCTest.
enum SnapshotIssue {
  /// Records the failure; under Swift Testing, the files of `attaching` that exist (the
  /// actual and diff images, the actual texts) are attached to the test as well.
  static func record(_ message: String, at site: SnapshotCallSite, attaching: [String] = []) {
    #if canImport(Testing)
      if Test.current != nil {
        for path in attaching {
          guard let data = FileManager.default.contents(atPath: path) else { continue }
          Attachment.record([UInt8](data), named: Paths.fileName(path))
        }
        Issue.record(
          Comment(rawValue: message),
          sourceLocation: SourceLocation(
            fileID: "\(site.fileID)", filePath: "\(site.filePath)", line: Int(site.line),
            column: Int(site.column)))
        return
      }
    #endif
    XCTFail(message, file: site.filePath, line: site.line)
  }
}
