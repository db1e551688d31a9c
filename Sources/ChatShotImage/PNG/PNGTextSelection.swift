/// Which text chunks a PNG read keeps (``PNGReader``).
public enum PNGTextSelection: Sendable {
  /// chatshot's own (keyword `Software` or `chatshot:…`), each at most
  /// 16 MiB, and at most 64 MiB once inflated (`CPNG_TEXT_INFLATED_MAX`): the others are cut
  /// out before libpng reads them (`PNGTextFilter`), so a huge foreign comment costs nothing.
  /// What every chatshot command needs.
  case chatshot
  /// Every tEXt, zTXt and iTXt chunk, however large (for tools that want them all).
  case all
}
