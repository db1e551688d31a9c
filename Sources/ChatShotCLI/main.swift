import ChatShot

print("chatshot \(chatshotVersion)")
