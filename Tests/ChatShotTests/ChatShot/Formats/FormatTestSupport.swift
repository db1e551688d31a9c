import Foundation
import FoundationXML

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Renders examples in every format, in memory, and runs the tools that read them back.
enum FormatRender {
  static func example(_ name: String) -> String {
    Golden.repository.appendingPathComponent("Examples/\(name).json").path
  }

  /// `name` rendered as `format` at `scale` (and `pageHeight` for PDF).
  static func bytes(
    _ name: String, _ format: OutputFormat, scale: Double = 2, pageHeight: Double? = nil,
    renderer: ChatRenderer? = nil
  ) throws -> [UInt8] {
    var options = RenderOptions()
    options.scale = scale
    options.format = format
    if let pageHeight { options.pageHeight = pageHeight }
    let bytes = try (renderer ?? ChatRenderer()).render(contentsOf: example(name), options: options)
      .bytes
    if format == .svg { try parsedXML(bytes) }
    return bytes
  }

  /// `bytes` parsed by a real XML parser (libxml2, through FoundationXML): throws when they
  /// are not well-formed XML. Every SVG the tests write goes through it.
  @discardableResult
  static func parsedXML(_ bytes: [UInt8]) throws -> XMLDocument {
    try XMLDocument(data: Data(bytes))
  }

  /// Runs `tool` with `arguments`, returns its standard output (throws when it fails).
  static func run(_ tool: String, _ arguments: [String]) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/" + tool)
    process.arguments = arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw ToolFailed(description: "\(tool) \(arguments) exited \(process.terminationStatus)")
    }
    return data
  }

  /// `bytes` in a temporary file with `ext`, removed after `body`.
  static func withFile<T>(_ bytes: [UInt8], ext: String, _ body: (String) throws -> T) throws -> T {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "chatshot-format-\(UUID().uuidString).\(ext)")
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(url.path)
  }

  struct ToolFailed: Error, CustomStringConvertible {
    var description: String
  }
}
