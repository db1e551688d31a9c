#if !CHATSHOT_LIBFUZZER
  import ChatShot
  import Foundation

  /// `chatshot-fuzz` without libFuzzer: deterministic mutations of seed inputs, for machines
  /// and builds where `-sanitize=fuzzer` is not available (and for replaying inputs).
  ///
  ///     chatshot-fuzz [--seed N] [--runs N] [--seconds S] [--max-len N] [--current FILE] SEEDS...
  ///     chatshot-fuzz --replay FILE...
  ///
  /// SEEDS are files or folders of inputs. Before each run the input is written to
  /// `--current` (if given), so that when a run crashes the script can keep it. The same
  /// seed gives the same inputs in the same order.
  @main struct SeededFuzzer {
    static func main() {
      var arguments = Array(CommandLine.arguments.dropFirst())
      var settings = Settings()
      var paths: [String] = []
      var replay = false
      while !arguments.isEmpty {
        let argument = arguments.removeFirst()
        func value() -> String {
          guard !arguments.isEmpty else { usage("\(argument) needs a value") }
          return arguments.removeFirst()
        }
        switch argument {
        case "--seed": settings.seed = UInt64(value()) ?? settings.seed
        case "--runs": settings.runs = Int(value()) ?? settings.runs
        case "--seconds": settings.seconds = Double(value()) ?? settings.seconds
        case "--max-len": settings.maxLength = Int(value()) ?? settings.maxLength
        case "--current": settings.current = value()
        case "--replay": replay = true
        case "-h", "--help": usage(nil)
        default: paths.append(argument)
        }
      }
      let inputs = paths.flatMap(files(at:)).compactMap { FileManager.default.contents(atPath: $0) }
      guard !inputs.isEmpty else { usage("no input files") }
      let base = FileZoo.folder
      guard let renderer = try? ChatRenderer() else { FuzzTarget.fail("cannot set up the fonts") }
      if replay {
        for input in inputs {
          FuzzTarget.run([UInt8](input), renderer: renderer, baseDirectory: base)
        }
        print("chatshot-fuzz: replayed \(inputs.count) inputs, no crash")
        return
      }
      var campaign = Campaign(settings: settings, seeds: inputs.map { [UInt8]($0) })
      campaign.run(renderer: renderer, baseDirectory: base)
    }

    /// Every regular file at `path` (the file itself, or the files of a folder, sorted).
    static func files(at path: String) -> [String] {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        return []
      }
      guard isDirectory.boolValue else { return [path] }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      return names.sorted().map { path + "/" + $0 }.filter {
        var inner: ObjCBool = false
        return FileManager.default.fileExists(atPath: $0, isDirectory: &inner) && !inner.boolValue
      }
    }

    static func usage(_ problem: String?) -> Never {
      if let problem { FileHandle.standardError.write(Data("chatshot-fuzz: \(problem)\n".utf8)) }
      print(
        "usage: chatshot-fuzz [--seed N] [--runs N] [--seconds S] [--max-len N] [--current FILE] SEEDS...\n"
          + "       chatshot-fuzz --replay FILE...")
      exit(problem == nil ? 0 : 64)
    }
  }

  struct Settings {
    var seed: UInt64 = 1
    var runs = Int.max
    var seconds = 60.0
    var maxLength = 4096
    var current: String?
  }
#endif
