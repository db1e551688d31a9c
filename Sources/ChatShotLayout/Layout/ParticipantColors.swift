import ChatShotCore
import ChatShotModel

/// Each participant's colour: their own `color`, or the next of the theme's palette in order
/// of first appearance (senders in message order, then participants who never speak), so
/// the same file always gets the same colours and the first `palette.count` are all
/// different.
enum ParticipantColors {
  static func assign(_ conversation: Conversation, palette: [RGBAColor]) -> [String: RGBAColor] {
    var order: [String] = []
    var seen = Set<String>()
    for message in conversation.messages
    where message.kind != .system && seen.insert(message.from).inserted {
      order.append(message.from)
    }
    for participant in conversation.participants where seen.insert(participant.id).inserted {
      order.append(participant.id)
    }
    var colors: [String: RGBAColor] = [:]
    var next = 0
    for id in order {
      if let hex = conversation.participant(id)?.color, let own = RGBAColor(hex: hex) {
        colors[id] = own
      } else if !palette.isEmpty {
        colors[id] = palette[next % palette.count]
        next += 1
      }
    }
    return colors
  }
}
