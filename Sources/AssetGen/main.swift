import Foundation

/// Runs the generator; returns the exit status (0 done, 1 `--check` found differences).
func run(_ arguments: [String]) throws(AssetGenError) -> Int32 {
  let options = try Options.parse(arguments)
  if options.mode == .help {
    print(Options.usage)
    return 0
  }
  if case .preview(let path) = options.mode {
    let bytes = try Preview.png(scale: options.previewScale)
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
      throw .io("cannot write '\(path)'")
    }
    print("AssetGen: wrote \(path)")
    return 0
  }
  guard let repo = options.repo ?? RepoFiles.findRepo() else {
    throw .usage("no Package.swift with Sources/AssetGen here or above; pass --repo DIR")
  }
  let tree = try AssetTree.build(repo: repo)
  if options.mode == .check {
    let differences = try tree.differences(in: repo)
    for line in differences { printError(line) }
    guard differences.isEmpty else {
      printError("AssetGen: \(differences.count) file(s) differ; run `swift run AssetGen`")
      return 1
    }
    print("AssetGen: all \(tree.files.count) generated files match")
    return 0
  }
  let (written, removed) = try tree.write(to: repo)
  for path in written { print("wrote \(path)") }
  for path in removed { print("removed \(path)") }
  print(
    "AssetGen: \(written.count) written, \(removed.count) removed, "
      + "\(tree.files.count - written.count) unchanged")
  return 0
}

func printError(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}

do {
  exit(try run(Array(CommandLine.arguments.dropFirst())))
} catch {
  printError("AssetGen: \(error)")
  if case .usage = error { printError(Options.usage) }
  exit(error.exitCode)
}
