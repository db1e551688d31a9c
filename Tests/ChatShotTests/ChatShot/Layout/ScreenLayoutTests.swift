import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// The screen parts' frames with `FakeMeasurer`: where the status bar, header, input bar and
/// home indicator go, that rows move below them by exactly their heights, device widths, and
/// that the conversation's screen values reach only the status bar.
@Suite struct ScreenLayoutTests {
  static func conversation(screen: ScreenValues = ScreenValues(), title: String? = nil)
    -> Conversation
  {
    var c = Conversation(
      title: title,
      participants: [Participant(id: "me", name: "Sam"), Participant(id: "ann", name: "Ann")],
      messages: [Message(from: "ann", text: "Hi there"), Message(from: "me", text: "Hello")])
    c.screen = screen
    return c
  }

  static func lay(
    _ theme: Theme, statusBar: Bool = false, header: Bool = false, chrome: Bool = false,
    device: Device? = nil, conversation: Conversation = conversation()
  ) -> TimelineLayout {
    var request = ScreenRequest()
    request.statusBar = statusBar
    request.header = header
    request.device = device
    request.values = conversation.screen
    return TimelineLayout(
      conversation: conversation, theme: theme, measurer: FakeMeasurer(), chrome: chrome,
      screen: request)
  }

  @Test func rowsMoveDownByTheTopPartsExactly() throws {
    let theme = Theme.standard
    let plain = Self.lay(theme)
    let full = Self.lay(theme, statusBar: true, header: true, chrome: true)
    let bar = try #require(full.screen.statusBar)
    let header = try #require(full.screen.header)
    #expect(bar.frame == Rect(x: 0, y: 0, width: 320, height: 20))
    #expect(header.frame == Rect(x: 0, y: 20, width: 320, height: 84))
    for (a, b) in zip(plain.rows, full.rows) {
      #expect(b.y == a.y + 104)
      #expect(b.bubble.y == a.bubble.y + 104 && b.bubble.x == a.bubble.x)
    }
    let chrome = try #require(full.chrome)
    #expect(chrome.frame.y == plain.height + 104)
    #expect(full.height == plain.height + 104 + 44)
    #expect(full.screen.homeIndicator == nil, "no device, no home indicator")
  }

  @Test func headerTitleIsTheOtherParticipantInOneToOne() throws {
    let layout = Self.lay(.standard, header: true)
    let header = try #require(layout.screen.header)
    #expect(header.title == "Ann")
    #expect(header.avatarOf == "ann")
    #expect(header.subtitle == nil && header.subtitleFrame == nil)
    var values = ScreenValues()
    values.subtitle = "online"
    let titled = Self.lay(
      .standard, header: true, conversation: Self.conversation(screen: values, title: "Plans"))
    let h = try #require(titled.screen.header)
    #expect(h.title == "Plans")
    let title = h.titleFrame
    let subtitle = try #require(h.subtitleFrame)
    #expect(subtitle.y == title.maxY, "the subtitle sits right under the title")
    #expect(title.y >= h.frame.y && subtitle.maxY <= h.frame.maxY)
  }

  @Test func jabberPutsItsInputBarAtTheTop() throws {
    let theme = try ThemeCatalog.builtin(named: "jabber")
    let plain = Self.lay(theme)
    let layout = Self.lay(theme, statusBar: true, chrome: true)
    let chrome = try #require(layout.chrome)
    #expect(chrome.frame.y == 20)
    #expect(layout.rows[0].y == plain.rows[0].y + 20 + 44)
    #expect(layout.height == plain.height + 64)
  }

  @Test(arguments: Device.all)
  func deviceSetsWidthStatusBarAndHomeIndicator(_ device: Device) throws {
    let layout = Self.lay(.standard, statusBar: true, chrome: true, device: device)
    #expect(layout.width == device.width)
    let bar = try #require(layout.screen.statusBar)
    #expect(bar.frame.height == device.statusBarHeight)
    #expect(bar.layout == device.statusBarLayout)
    #expect(bar.battery.maxX <= device.width && bar.timeFrame.minX >= 0)
    if device.homeIndicatorHeight > 0 {
      let home = try #require(layout.screen.homeIndicator)
      #expect(home.frame.maxY == layout.height)
      #expect(home.frame.height == device.homeIndicatorHeight)
      #expect(abs(home.bar.x + home.bar.width / 2 - device.width / 2) < 1e-9)
      #expect(layout.chrome?.frame.maxY == home.frame.minY)
    } else {
      #expect(layout.screen.homeIndicator == nil)
    }
  }

  @Test func tableHasTheWidthsAsked() {
    let widths = Set(Device.all.map(\.width))
    for w in [320.0, 375, 360, 412] { #expect(widths.contains(w)) }
    #expect(widths.contains(390) || widths.contains(393))
    #expect(widths.contains(428) || widths.contains(430))
    #expect(Set(Device.all.map(\.name)).count == Device.all.count)
  }

  @Test func screenValuesReachOnlyTheStatusBar() throws {
    var values = ScreenValues()
    values.time = "12:05"
    values.battery = 15
    values.signal = 1
    values.wifi = 0
    let a = Self.lay(.standard, statusBar: true, header: true)
    let b = Self.lay(
      .standard, statusBar: true, header: true, conversation: Self.conversation(screen: values))
    #expect(a.rows == b.rows && a.screen.header == b.screen.header && a.height == b.height)
    let bar = try #require(b.screen.statusBar)
    #expect(bar.time == "12:05" && bar.batteryLevel == 15 && bar.signalLevel == 1)
    #expect(bar.wifiLevel == 0)
  }

  @Test func classicBarPlacesTheCarrierBetweenSignalAndWifi() throws {
    var values = ScreenValues()
    values.carrier = "Carrier"
    let layout = Self.lay(
      .standard, statusBar: true, conversation: Self.conversation(screen: values))
    let bar = try #require(layout.screen.statusBar)
    let carrier = try #require(bar.carrierFrame)
    // FakeMeasurer: 7 characters × 7 pt.
    #expect(carrier.x == bar.signal.maxX + 4 && carrier.width == 49)
    #expect(bar.wifi.x == carrier.maxX + 4)
  }

  @Test func dumpHasAScreenEntry() throws {
    let plain = Self.lay(.standard).dump(scale: 1)
    guard case .object(let members) = plain, case .object(let screen)? = members["screen"] else {
      Issue.record("no screen object in the dump")
      return
    }
    #expect(screen.keys.sorted() == ["header", "homeIndicator", "inputBar", "statusBar"])
    #expect(screen.values.allSatisfy { $0 == .null })
  }
}
