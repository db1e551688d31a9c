import ChatShotCore

/// Keeps the messages a selection asks for while an importer reads them one by one, so an
/// export is never held whole: with `--last N` only N messages are kept at any time.
///
/// The message cap is counted as messages are kept: past it the collector is full and done,
/// so an importer stops reading (a Slack export stops before its next day file).
struct SelectionCollector {
  let selection: ImportSelection
  /// The most messages kept (`InputLimits.maxMessages`).
  let maxMessages: Int
  /// Whether a message past `maxMessages` was offered and would have been kept.
  private(set) var isFull = false
  private let sinceDay: Int?
  private let untilDay: Int?
  /// How many messages were offered so far: the next one's index.
  private(set) var index = 0
  /// Inside an id range: the first id was seen, the last not yet.
  private var inIDRange: Bool
  private var passedEnd = false
  /// The kept messages; with `last`, a ring whose oldest is at `ringStart`.
  private var kept: [ImportedMessage] = []
  private var ringStart = 0

  /// A collector for `selection`; refuses a first or last day that is not an ISO date.
  init(
    _ selection: ImportSelection, file: String, maxMessages: Int = InputLimits.default.maxMessages
  )
    throws(InputError)
  {
    self.selection = selection
    self.maxMessages = maxMessages
    func day(_ text: String?, _ bound: ImportProblem.DayBound) throws(InputError) -> Int? {
      guard let text else { return nil }
      guard text.utf8.count == 10, let stamp = ChatTimestamp.iso(text) else {
        throw InputError(file: file, problem: ImportProblem.notADate(bound, text: text))
      }
      return stamp.dayNumber
    }
    sinceDay = try day(selection.since, .since)
    untilDay = try day(selection.until, .until)
    if case .id = selection.from { inIDRange = false } else { inIDRange = true }
  }

  /// Whether nothing more can be kept (the range's end was passed): the importer may stop.
  var isDone: Bool { passedEnd || isFull }

  /// Why a full collector refuses the export, or nil.
  var fullReason: String? {
    isFull ? "more than \(maxMessages) messages; the limit is \(maxMessages)" : nil
  }

  /// Offers the next message of the input.
  mutating func offer(_ message: ImportedMessage) {
    defer { index += 1 }
    guard !passedEnd, inRange(message) else { return }
    if let sinceDay, let stamp = message.stamp, stamp.dayNumber < sinceDay { return }
    if let untilDay, let stamp = message.stamp, stamp.dayNumber > untilDay { return }
    guard let last = selection.last else {
      guard kept.count < maxMessages else {
        isFull = true
        return
      }
      kept.append(message)
      return
    }
    guard last > 0 else { return }
    if kept.count < last {
      kept.append(message)
    } else {
      kept[ringStart] = message
      ringStart = (ringStart + 1) % last
    }
  }

  private mutating func inRange(_ message: ImportedMessage) -> Bool {
    switch selection.from {
    case .index(let first): if index < first { return false }
    case .id(let id):
      if !inIDRange {
        guard message.id == id else { return false }
        inIDRange = true
      }
    case nil: break
    }
    switch selection.through {
    case .index(let end):
      if index > end {
        passedEnd = true
        return false
      }
      if index == end { passedEnd = true }
    case .id(let id): if message.id == id { passedEnd = true }
    case nil: break
    }
    return true
  }

  /// Applies `change` to every message kept so far.
  mutating func transform(_ change: (ImportedMessage) -> ImportedMessage) {
    for index in kept.indices { kept[index] = change(kept[index]) }
  }

  /// The kept messages in input order.
  var messages: [ImportedMessage] {
    Array(kept[ringStart...] + kept[..<ringStart])
  }
}
