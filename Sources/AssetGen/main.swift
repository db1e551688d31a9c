import CCairo

print("cairo \(String(cString: cairo_version_string()))")
