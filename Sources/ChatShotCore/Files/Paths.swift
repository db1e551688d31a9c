/// Path arithmetic on `/`-separated paths, without touching the file system.
package enum Paths {
  /// The folder part of `path`: `"a/b.json"` → `"a"`, `"b.json"` → `"."`, `"/b.json"` → `"/"`.
  package static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The last component of `path`: `"a/b.json"` → `"b.json"`.
  package static func fileName(_ path: String) -> String {
    path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
  }

  /// The file name without its last extension: `"themes/dark.json"` → `"dark"`,
  /// `".profile"` → `".profile"`.
  package static func stem(_ path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }
}
