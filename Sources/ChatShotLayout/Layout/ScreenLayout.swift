import ChatShotCore
import ChatShotModel

/// Frame formulas of the screen parts (all in points, W = canvas width).
///
/// - Status bar, height h (the device's, else the theme's): classic: signal 17 × 10 at x 6,
///   carrier after it (+4), Wi-Fi 15 × 11 after that (+4), time centred on the bar, battery
///   25 × 11.5 at W − 6 − 25; notch: time centred in (0, 0, W × 0.28, h), battery at
///   W − W × 0.07 − 27, Wi-Fi 6 left of it, signal 6 left of that, all centred at
///   y = h / 2 + 1; Android: time (16, 0, 60, h) from its left edge, battery 8 × 14 upright
///   at W − 16 − 8, signal 14 left of it (−6), Wi-Fi 16 left of that (−6). Items are
///   vertically centred in the bar unless said otherwise.
/// - Header, height H below the status bar (rows start `spacing` below it): back chevron 12 × 21 at x 8, centred; `center`:
///   title (56, …, W − 112) centred, avatar (size s) at W − 10 − s; `leading`: avatar after
///   the chevron (x 28), title from x 28 + s + 10 to W − 16; `stacked`: avatar centred at y
///   top + 6, title under it. With a subtitle the title and subtitle share the text area,
///   the title above (its font's size + 4 tall), the subtitle below (its size + 4).
/// - Home indicator: the device's bottom inset across the width; a 134 × 5 bar (108 × 4 on
///   Android) centred, 8 pt above the bottom (its area's middle on Android).
enum ScreenLayout {
  static func statusBar(
    _ style: StatusBarStyle, device: Device?, values: ScreenValues, width w: Double,
    measurer: some TextMeasuring
  ) -> StatusBarFrame {
    let h = device?.statusBarHeight ?? style.height
    let layout = device?.statusBarLayout ?? .classic
    func centred(_ x: Double, _ width: Double, _ height: Double, mid: Double = h / 2) -> Rect {
      Rect(x: x, y: mid - height / 2, width: width, height: height)
    }
    switch layout {
    case .classic:
      let signal = centred(6, 17, 10)
      var x = signal.maxX + 4
      var carrierFrame: Rect?
      if let carrier = values.carrier, !carrier.isEmpty {
        let size = measurer.measure(carrier, font: style.font, maxWidth: w / 3)
        carrierFrame = Rect(x: x, y: 0, width: min(size.width, w / 3), height: h)
        x += min(size.width, w / 3) + 4
      }
      return StatusBarFrame(
        frame: Rect(x: 0, y: 0, width: w, height: h), layout: layout, time: values.time,
        timeFrame: Rect(x: w / 3, y: 0, width: w / 3, height: h),
        carrier: carrierFrame == nil ? nil : values.carrier, carrierFrame: carrierFrame,
        signal: signal, signalLevel: values.signal, wifi: centred(x, 15, 11),
        wifiLevel: values.wifi, battery: centred(w - 6 - 25, 25, 11.5),
        batteryLevel: values.battery)
    case .notch:
      let mid = h / 2 + 1
      let battery = centred(w - w * 0.07 - 27, 27, 12.5, mid: mid)
      let wifi = centred(battery.x - 6 - 16, 16, 12, mid: mid)
      let signal = centred(wifi.x - 6 - 18, 18, 12, mid: mid)
      return StatusBarFrame(
        frame: Rect(x: 0, y: 0, width: w, height: h), layout: layout, time: values.time,
        timeFrame: Rect(x: 0, y: mid - 11, width: w * 0.28, height: 22), carrier: nil,
        carrierFrame: nil, signal: signal, signalLevel: values.signal, wifi: wifi,
        wifiLevel: values.wifi, battery: battery, batteryLevel: values.battery)
    case .android:
      let battery = centred(w - 16 - 8, 8, 14)
      let signal = centred(battery.x - 6 - 14, 14, 14)
      let wifi = centred(signal.x - 6 - 16, 16, 13)
      return StatusBarFrame(
        frame: Rect(x: 0, y: 0, width: w, height: h), layout: layout, time: values.time,
        timeFrame: Rect(x: 16, y: 0, width: 60, height: h), carrier: nil, carrierFrame: nil,
        signal: signal, signalLevel: values.signal, wifi: wifi, wifiLevel: values.wifi,
        battery: battery, batteryLevel: values.battery)
    }
  }

  /// The header; `subtitle`, when given, replaces the conversation's (a typing line).
  static func header(
    _ style: HeaderStyle, conversation: Conversation, theme: Theme, subtitle typing: String?,
    top: Double, width w: Double
  ) -> HeaderFrame {
    let h = style.height
    let others = conversation.participants.filter { !conversation.isLocal($0.id) }
    let oneToOne = others.count == 1
    let title =
      conversation.title
      ?? (oneToOne ? others[0].name : others.map(\.name).joined(separator: ", "))
    let subtitle = typing ?? conversation.screen.subtitle
    let back = Rect(x: 8, y: top + (h - 21) / 2, width: 12, height: 21)
    var avatar: Rect?
    var text: Rect
    switch style.alignment {
    case .center:
      if let s = style.avatarSize {
        avatar = Rect(x: w - 10 - s, y: top + (h - s) / 2, width: s, height: s)
      }
      text = Rect(x: 56, y: top, width: max(0, w - 112), height: h)
    case .leading:
      var x = 28.0
      if let s = style.avatarSize {
        avatar = Rect(x: x, y: top + (h - s) / 2, width: s, height: s)
        x += s + 10
      }
      text = Rect(x: x, y: top, width: max(0, w - 16 - x), height: h)
    case .stacked:
      var y = top + 6
      if let s = style.avatarSize {
        avatar = Rect(x: (w - s) / 2, y: y, width: s, height: s)
        y += s + 2
      }
      text = Rect(x: 56, y: y, width: max(0, w - 112), height: max(0, top + h - 4 - y))
    }
    var titleFrame = text
    var subtitleFrame: Rect?
    if subtitle != nil {
      let th = style.titleFont.size + 4
      let sh = style.subtitleFont.size + 4
      let y = text.y + (text.height - th - sh) / 2
      titleFrame = Rect(x: text.x, y: y, width: text.width, height: th)
      subtitleFrame = Rect(x: text.x, y: y + th, width: text.width, height: sh)
    }
    var header = HeaderFrame(
      frame: Rect(x: 0, y: top, width: w, height: h), back: back, avatar: avatar,
      avatarOf: avatar != nil && oneToOne ? others[0].id : nil, title: title,
      titleFrame: titleFrame, subtitle: subtitle, subtitleFrame: subtitleFrame)
    if avatar != nil {
      setAvatarKind(of: &header, participant: oneToOne ? others[0] : nil, conversation, theme)
    }
    return header
  }

  /// What the header's avatar shows, as a message avatar would: the participant's image;
  /// else their initials on their colour when the theme has `initials` and the name gives
  /// letters; else the theme's default (always in a group, which has no one participant).
  private static func setAvatarKind(
    of header: inout HeaderFrame, participant: Participant?, _ conversation: Conversation,
    _ theme: Theme
  ) {
    guard let participant else {
      header.avatarKind = .default
      return
    }
    let letters = Initials.of(participant.name)
    if participant.avatar != nil {
      header.avatarKind = .image
    } else if theme.conversation.initials != nil, !letters.isEmpty {
      header.avatarKind = .initials
      header.initials = letters
      header.color =
        ParticipantColors.assign(
          conversation, palette: theme.conversation.effectivePalette)[participant.id]
    } else {
      header.avatarKind = .default
    }
  }

  static func homeIndicator(device: Device, top: Double, width w: Double) -> HomeIndicatorFrame {
    let h = device.homeIndicatorHeight
    let android = device.statusBarLayout == .android
    let size = android ? Size(width: 108, height: 4) : Size(width: 134, height: 5)
    let y = android ? top + (h - size.height) / 2 : top + h - 8 - size.height
    return HomeIndicatorFrame(
      frame: Rect(x: 0, y: top, width: w, height: h),
      bar: Rect(x: (w - size.width) / 2, y: y, width: size.width, height: size.height))
  }
}
