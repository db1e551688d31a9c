import Foundation

@testable import ChatShotModel

/// Conversations generated for ``SchemaAgreementTests``: one base conversation using every
/// member the format has, and single changes to it, each of a member the schema describes,
/// to a value one side or the other might accept: legal values, wrong types, values past a
/// limit, members where the kind of message forbids them, every message shape.
enum SchemaCases {
  typealias Object = [String: Any]

  /// A conversation's JSON, written as chatshot would read it.
  struct Document {
    var json: Any
    func write(to url: URL) throws {
      try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]).write(to: url)
    }
  }

  static var base: Object {
    [
      "title": "Plans", "localUser": "me", "theme": "default", "markup": "plain",
      "appearance": "light",
      "screen": [
        "time": "9:41", "battery": 80, "signal": 3, "wifi": 2, "carrier": "Tele",
        "subtitle": "online",
      ] as Object,
      "participants": [
        ["id": "me", "name": "Me", "color": "#112233"] as Object, ["id": "ro", "name": "Ro"],
      ],
      "messages": [
        [
          "from": "me", "text": "hi there", "time": "9:40", "id": "m1", "status": "read",
          "edited": true, "forwarded": "Kim", "reactions": [["emoji": "👍", "count": 2] as Object],
          "entities": [["type": "bold", "offset": 0, "length": 2] as Object],
        ] as Object,
        ["from": "ro", "text": "**yo**", "format": "markdown", "replyTo": "m1"],
        ["from": "ro", "image": ["file": "p.jpg", "alt": "a beach"] as Object, "text": ""],
        ["kind": "system", "text": "Ro joined"],
        ["from": "ro", "kind": "typing"],
      ],
    ]
  }

  /// `base` with `change` applied to it.
  static func changed(_ change: (inout Object) -> Void) -> Any {
    var object = base
    change(&object)
    return object
  }

  /// `base` with message `index` changed.
  static func message(_ index: Int, _ change: @escaping (inout Object) -> Void) -> Any {
    changed { root in
      var messages = root["messages"] as! [Object]
      change(&messages[index])
      root["messages"] = messages
    }
  }

  static func screen(_ key: String, _ value: Any) -> Any {
    changed { root in
      var screen = root["screen"] as! Object
      screen[key] = value
      root["screen"] = screen
    }
  }

  static func participant(_ index: Int, _ key: String, _ value: Any) -> Any {
    changed { root in
      var list = root["participants"] as! [Object]
      list[index][key] = value
      root["participants"] = list
    }
  }

  static let long = String(repeating: "x", count: 1001)
  static let null = NSNull()

  static var all: [(String, Document)] {
    var cases: [(String, Any)] = [("base", base)]
    cases += rootCases + screenCases + participantCases + messageCases + kindCases + shapeCases
    return cases.map { ($0.0, Document(json: $0.1)) }
  }

  static var rootCases: [(String, Any)] {
    var cases: [(String, Any)] = []
    for (key, value) in [
      ("title", null), ("title", 5), ("title", long), ("title", ""), ("localUser", null),
      ("localUser", ""), ("localUser", 3), ("markup", "markdown"), ("markup", "html"),
      ("markup", null), ("appearance", "dark"), ("appearance", "dim"), ("appearance", null),
      ("theme", null), ("theme", "nope"), ("theme", 1), ("extra", true), ("participants", null),
      ("participants", [Any]()), ("messages", [Any]()), ("messages", null), ("screen", null),
    ] as [(String, Any)] {
      cases.append(
        ("root \(key) = \(String(describing: value).prefix(40))", changed { $0[key] = value }))
    }
    for name in BuiltinThemeNames.all {
      cases.append(("theme \(name)", changed { $0["theme"] = name }))
    }
    cases.append(("bare array", (base["messages"] as! [Object]).filter { $0["replyTo"] == nil }))
    cases.append(("no messages key", changed { $0["messages"] = nil }))
    return cases
  }

  static var screenCases: [(String, Any)] {
    [
      ("battery", 100), ("battery", 0), ("battery", 101), ("battery", -1), ("battery", 50.5),
      ("battery", "50"), ("battery", null), ("signal", 4), ("signal", 5), ("wifi", 3),
      ("wifi", 4), ("time", 941), ("time", ""), ("carrier", 3), ("subtitle", null), ("other", 1),
      ("time", long), ("carrier", long), ("subtitle", long),
    ].map { key, value in
      ("screen \(key) = \(String(describing: value).prefix(40))", screen(key, value))
    }
  }

  static var participantCases: [(String, Any)] {
    [
      (1, "color", "#ABCDEF"), (1, "color", "#12345G"), (1, "color", "#ABC"), (1, "color", null),
      (1, "name", null), (1, "name", 7), (1, "name", ""), (1, "name", long), (1, "avatar", ""),
      (1, "avatar", null), (1, "avatar", 3), (1, "extra", 1), (0, "id", 5), (1, "id", long),
    ].map { index, key, value in
      (
        "participant \(index) \(key) = \(String(describing: value).prefix(40))",
        participant(index, key, value)
      )
    }
  }

  static var messageCases: [(String, Any)] {
    let reactions: [(String, Any)] = [
      ("reactions", null), ("reactions", [Any]()),
      ("reactions", Array(repeating: ["emoji": "🙂"] as Object, count: 64)),
      ("reactions", Array(repeating: ["emoji": "🙂"] as Object, count: 65)),
      ("reactions", [["emoji": ""] as Object]),
      ("reactions", [["emoji": String(repeating: "a", count: 33)] as Object]),
      ("reactions", [["emoji": "a", "count": 0] as Object]),
      ("reactions", [["emoji": "a", "count": 1_000_000] as Object]),
      ("reactions", [["emoji": "a", "count": 1_000_001] as Object]),
      ("reactions", [["emoji": "a", "count": 1.5] as Object]),
      ("reactions", [["emoji": "a", "count": null] as Object]),
      ("reactions", [["emoji": "a", "extra": 1] as Object]),
      ("reactions", [["count": 2] as Object]),
    ]
    let others: [(String, Any)] = [
      ("text", String(repeating: "y", count: 20_000)),
      ("text", String(repeating: "y", count: 20_001)),
      ("text", null), ("text", 1), ("text", ""), ("time", 9), ("time", null), ("time", long),
      ("id", ""), ("id", null), ("id", long), ("status", "seen"), ("status", null),
      ("status", "failed"),
      ("edited", "yes"), ("edited", null), ("forwarded", true), ("forwarded", 3),
      ("forwarded", null),
      ("format", "html"), ("format", null), ("extra", 1), ("from", ""), ("from", null),
      ("image", ""), ("image", null), ("image", "p.jpg"), ("image", ["file": ""] as Object),
      ("image", ["alt": "x"] as Object), ("image", ["file": "p.jpg", "alt": long] as Object),
      ("image", ["file": "p.jpg", "alt": null] as Object), ("image", 4),
      ("entities", null), ("entities", [["type": "blink", "offset": 0, "length": 1] as Object]),
      ("entities", [["type": "bold", "offset": -1, "length": 1] as Object]),
      ("entities", [["type": "bold", "offset": 0, "length": 0] as Object]),
      (
        "entities",
        [["type": "link", "offset": 0, "length": 2, "url": "https://x.example"] as Object]
      ),
      ("entities", [["type": "link", "offset": 0, "length": 2, "url": ""] as Object]),
    ]
    return (reactions + others).map { key, value in
      ("message 0 \(key) = \(String(describing: value).prefix(40))", message(0) { $0[key] = value })
    } + [
      ("message 1 replyTo = \"\"", message(1) { $0["replyTo"] = "" }),
      // A photo needs no text; a message with neither is refused.
      ("message 2 photo without text", message(2) { $0["text"] = nil }),
      ("message 2 photo, text null", message(2) { $0["text"] = null }),
      (
        "message 2 no text, image null",
        message(2) {
          $0["text"] = nil
          $0["image"] = null
        }
      ),
      ("message 1 no text", message(1) { $0["text"] = nil }),
      ("message 1 sender", message(1) { $0["sender"] = $0.removeValue(forKey: "from") }),
      ("message 1 from and sender", message(1) { $0["sender"] = "ro" }),
      ("message 1 no sender", message(1) { $0["from"] = nil }),
      ("message 1 kind text", message(1) { $0["kind"] = "text" }),
      ("message 1 kind bogus", message(1) { $0["kind"] = "bogus" }),
      ("message 1 kind null", message(1) { $0["kind"] = null }),
    ]
  }

  /// System rows and typing indicators: what each kind allows.
  static var kindCases: [(String, Any)] {
    let members: [(String, Any)] = [
      ("text", ""), ("text", null), ("text", "x"), ("status", null), ("status", "read"),
      ("edited", null), ("edited", true), ("forwarded", null), ("forwarded", true),
      ("image", null), ("replyTo", null), ("replyTo", "m1"), ("reactions", null),
      ("reactions", [Any]()), ("time", "9:44"), ("from", "ro"), ("from", null), ("id", "t1"),
    ]
    var cases: [(String, Any)] = []
    for (index, kind) in [(3, "system"), (4, "typing")] {
      for (key, value) in members {
        cases.append(("\(kind) \(key) = \(value)", message(index) { $0[key] = value }))
      }
    }
    cases.append(("system without text", message(3) { $0["text"] = nil }))
    return cases
  }

  /// The Jabber and typed shapes.
  static var shapeCases: [(String, Any)] {
    let shapes: [(String, Object)] = [
      ("jabber", ["sender": "me", "msg": "yo"]),
      ("jabber with time", ["sender": "ro", "msg": "", "time": "1"]),
      ("jabber without msg", ["sender": "me"]),
      ("jabber extra", ["sender": "me", "msg": "a", "x": 1]),
      ("jabber msg null", ["sender": "me", "msg": null]),
      ("typed", ["text": "a", "type": 0]), ("typed other", ["text": "a", "type": 1, "time": "2"]),
      ("typed 2", ["text": "a", "type": 2]), ("typed without text", ["type": 0]),
      ("typed type string", ["text": "a", "type": "0"]),
    ]
    return shapes.map { name, shape in
      (name, [["from": "me", "text": "first"] as Object, shape] as [Any])
    }
  }
}
