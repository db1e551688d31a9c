import ChatShotLayout

// The renderer draws text with the engine that measured it (ChatShotLayout's
// PangoTextEngine+TextDrawing.swift and +RichDrawing.swift hold the drawing).
extension PangoTextEngine: TextDrawing {}
