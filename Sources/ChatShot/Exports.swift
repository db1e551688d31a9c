// The façade: a program imports ChatShot and gets every stage's public API.
@_exported import ChatShotCore
@_exported import ChatShotDiff
@_exported import ChatShotImage
@_exported import ChatShotLayout
@_exported import ChatShotModel
@_exported import ChatShotRender
