import ChatShot
import Foundation

/// The folder fuzz inputs are decoded in, holding files a hostile conversation can name as
/// avatars (seed `Tests/Fixtures/fuzz-seeds/files.json` names each): a good PNG, a FIFO, a
/// folder, links to `/dev/zero` and out of the folder, one image longer than Cairo draws, a
/// cut-short PNG and a 3 GiB sparse file that begins with a PNG signature. Every one must be
/// drawn or refused with exit 65 or 66, and none may block or be read whole.
enum FileZoo {
  /// The folder, made (once per process) with its files under the temporary directory.
  static let folder: String = {
    let folder = NSTemporaryDirectory() + "chatshot-fuzz-files"
    let files = FileManager.default
    try? files.createDirectory(atPath: folder, withIntermediateDirectories: true)
    func path(_ name: String) -> String { folder + "/" + name }
    func write(_ bytes: [UInt8]?, _ name: String) {
      if let bytes, !files.fileExists(atPath: path(name)) {
        _ = files.createFile(atPath: path(name), contents: Data(bytes))
      }
    }
    let good = try? PNGWriter.encode(RGBAImage(width: 8, height: 8, fill: [40, 160, 90, 255]))
    write(good, "ok.png")
    write(good.map { Array($0.dropLast(20)) }, "cut.png")
    write(try? PNGWriter.encode(RGBAImage(width: 40_000, height: 1), compression: 9), "long.png")
    mkfifo(path("fifo.png"), 0o644)
    try? files.createDirectory(atPath: path("dir.png"), withIntermediateDirectories: true)
    try? files.createSymbolicLink(atPath: path("zero.png"), withDestinationPath: "/dev/zero")
    try? files.createSymbolicLink(atPath: path("out.png"), withDestinationPath: "/etc/hostname")
    if !files.fileExists(atPath: path("sparse.png")) {
      write([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "sparse.png")
      if let handle = FileHandle(forWritingAtPath: path("sparse.png")) {
        try? handle.truncate(atOffset: 3 << 30)
        try? handle.close()
      }
    }
    return folder
  }()
}
