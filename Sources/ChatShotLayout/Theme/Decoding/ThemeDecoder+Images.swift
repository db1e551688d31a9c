import ChatShotCore
import ChatShotModel

/// The `"images"` section: PNG files beside the theme file, one or one per resolution.
extension ThemeDecoder {
  static let imageKeys = ["notes", "file", "scale", "files", "capInsets"]

  /// `{"NAME": {"file", "scale"?, "capInsets"?} | {"files": {"1x", "2x"…}, "capInsets"?}}`.
  static func images(_ node: JSONNode, resolver: ThemeFileResolver?) throws(InputError)
    -> [String: ThemeImage]
  {
    guard case .object(let members) = node.value.kind else {
      throw node.typeMismatch(expected: "an object of images by name")
    }
    var images: [String: ThemeImage] = [:]
    for member in members {
      let entry = JSONNode(
        member.value, path: node.path.appending(key: member.key), file: node.file)
      guard !member.key.isEmpty else {
        throw InputError(
          file: node.file, location: member.keyLocation, path: node.path,
          reason: "an image name may not be empty")
      }
      guard let resolver else {
        throw entry.error("this theme has no folder to read image files from")
      }
      images[member.key] = try image(entry, resolver: resolver)
    }
    return images
  }

  private static func image(_ node: JSONNode, resolver: ThemeFileResolver) throws(InputError)
    -> ThemeImage
  {
    let r = try node.object(keys: imageKeys)
    try checkNotes(r)
    var variants: [(scale: Int, node: JSONNode)] = []
    switch (r.optional("file"), r.optional("files")) {
    case (let file?, nil):
      let scale = try r.optional("scale")?.integer(in: 1...4) ?? 1
      variants = [(scale, file)]
    case (nil, let files?):
      if let scale = r.optional("scale") {
        throw scale.error("\"scale\" goes with \"file\"; with \"files\" the keys give the scales")
      }
      variants = try resolutions(files)
    case (.some, .some):
      throw node.error("give either \"file\" or \"files\", not both")
    case (nil, nil):
      throw node.error("missing required key 'file' (or 'files')")
    }
    var size: Size?
    var files: [Int: ImageSource] = [:]
    for (scale, fileNode) in variants {
      let file = try resolver.resolve(fileNode)
      let header = (width: file.width, height: file.height)
      let points = Size(
        width: Double(header.width) / Double(scale), height: Double(header.height) / Double(scale))
      if let size,
        abs(size.width - points.width) * Double(scale) > 1
          || abs(size.height - points.height) * Double(scale) > 1
      {
        throw fileNode.error(
          "\(header.width)×\(header.height) px at \(scale)x is \(show(points)) pt, but the "
            + "first file is \(show(size)) pt; every resolution must show the same size")
      }
      size = size ?? points
      files[scale] = ImageSource(file: file)
    }
    let finalSize = size ?? .zero
    let caps = try r.nullable("capInsets", base: nil) { n throws(InputError) in
      try capInsets(n, size: finalSize)
    }
    return ThemeImage(size: finalSize, capInsets: caps, sources: files)
  }

  /// `{"1x": "a.png", "2x": "a@2x.png"}`, sorted by scale.
  private static func resolutions(_ node: JSONNode) throws(InputError) -> [(
    scale: Int, node: JSONNode
  )] {
    guard case .object(let members) = node.value.kind, !members.isEmpty else {
      throw node.typeMismatch(
        expected: "an object such as {\"1x\": \"a.png\", \"2x\": \"a@2x.png\"}")
    }
    var result: [(scale: Int, node: JSONNode)] = []
    for member in members {
      guard let scale = ["1x": 1, "2x": 2, "3x": 3, "4x": 4][member.key] else {
        throw InputError(
          file: node.file, location: member.keyLocation, path: node.path,
          reason: "unknown key \(quotedKey(member.key)); expected one of: 1x, 2x, 3x, 4x")
      }
      result.append(
        (scale, JSONNode(member.value, path: node.path.appending(key: member.key), file: node.file))
      )
    }
    return result.sorted { $0.scale < $1.scale }
  }

  /// Cap insets that leave at least one stretchable point in each direction.
  private static func capInsets(_ node: JSONNode, size: Size) throws(InputError) -> EdgeInsets {
    let caps = try insets(node, base: nil, range: lengthRange)
    if caps.horizontal >= size.width {
      throw node.error(
        "left + right caps (\(show(caps.horizontal)) pt) must be less than the image width (\(show(size.width)) pt)"
      )
    }
    if caps.vertical >= size.height {
      throw node.error(
        "top + bottom caps (\(show(caps.vertical)) pt) must be less than the image height (\(show(size.height)) pt)"
      )
    }
    return caps
  }

  static func show(_ value: Double) -> String { JSONOutput.format(value) }
  static func show(_ size: Size) -> String { "\(show(size.width))×\(show(size.height))" }
}
