import ChatShot
import Synchronization

/// The folders a batch writes into (`--out-dir`, `--html`, `--alt-text`), made with their
/// missing parents (as `mkdir -p`) when the first input is about to be written, not before:
/// a batch whose every input fails makes none. Made once, from any thread.
final class OutputFolders: Sendable {
  private let folders: [String]
  /// nil until made; then whether they were.
  private let state = Mutex<Result<Void, OutputError>?>(nil)

  init(_ folders: [String]) {
    self.folders = folders
  }

  /// Makes the folders unless made already; throws why they cannot be.
  func make() throws(OutputError) {
    let result = state.withLock { state in
      if let state { return state }
      let made = Result { () throws(OutputError) in
        for folder in folders {
          let code = FileSystem.createDirectories(folder)
          if code != 0 { throw .cannotCreate(path: folder, code: code) }
        }
      }
      state = made
      return made
    }
    try result.get()
  }

  /// Why the folders could not be made, once that was tried.
  var failure: OutputError? {
    state.withLock { state in
      if case .failure(let error)? = state { return error }
      return nil
    }
  }
}
