import ChatShotCore

/// A Telegram poll (`"poll": {question, closed, total_voters, answers: [{text, voters,
/// chosen}]}`) drawn as a card in the message's text: the question in bold, a line per
/// answer with its votes (`●` for the local user's choice, `○` for the others), then the
/// total.
enum TelegramPoll {
  /// `text` (the message's own, usually empty), then the poll's card.
  static func card(_ poll: JSONNode, after text: ExportText) throws(InputError) -> ExportText {
    var out = text
    if !out.text.isEmpty { out.append("\n\n") }
    out.append(try poll.text("question") ?? "Poll", style: .bold)
    for answer in try poll.elements("answers") {
      let chosen = try answer.field("chosen")?.bool() ?? false
      let voters = try answer.field("voters")?.integer(in: 0...Int(Int32.max)) ?? 0
      out.append("\n\(chosen ? "●" : "○") \(try answer.text("text") ?? "") — \(votes(voters))")
    }
    let total = try poll.field("total_voters")?.integer(in: 0...Int(Int32.max)) ?? 0
    let closed = try poll.field("closed")?.bool() ?? false
    out.append("\n" + votes(total) + (closed ? " · final results" : ""), style: .italic)
    return out
  }

  /// "1 vote", "3 votes".
  private static func votes(_ count: Int) -> String { count == 1 ? "1 vote" : "\(count) votes" }
}
