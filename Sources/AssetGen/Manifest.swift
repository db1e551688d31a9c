/// Writes `Assets/Images/images.json`: for each image its size and cap insets in points
/// (`null` when it must not be stretched), plus the scales written. Keys sorted, 2-space
/// indent, trailing newline, integers only, so the text is the same on every run.
enum Manifest {
  static let path = "Images/images.json"

  static func json(_ images: [AssetImage], scales: [Int]) -> String {
    var out = "{\n  \"images\": {\n"
    let sorted = images.sorted { $0.name < $1.name }
    for (index, image) in sorted.enumerated() {
      out += "    \"\(image.name)\": {\n"
      if let caps = image.caps {
        out += "      \"capInsets\": {\n"
        out += "        \"bottom\": \(caps.bottom),\n"
        out += "        \"left\": \(caps.left),\n"
        out += "        \"right\": \(caps.right),\n"
        out += "        \"top\": \(caps.top)\n"
        out += "      },\n"
      } else {
        out += "      \"capInsets\": null,\n"
      }
      out += "      \"size\": {\n"
      out += "        \"height\": \(image.height),\n"
      out += "        \"width\": \(image.width)\n"
      out += "      }\n"
      out += index == sorted.count - 1 ? "    }\n" : "    },\n"
    }
    out += "  },\n"
    out += "  \"scales\": [\n"
    out += scales.map { "    \($0)" }.joined(separator: ",\n")
    out += "\n  ]\n}\n"
    return out
  }
}
