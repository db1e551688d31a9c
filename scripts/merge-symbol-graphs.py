#!/usr/bin/env python3
"""Merges the symbol graphs of the library's stage targets into one graph of the ChatShot
module, for scripts/docs.

`ChatShot` re-exports every stage target (`@_exported import`), so a program that imports it
sees one API; the DocC archive documents it as one module too. Usage:
  merge-symbol-graphs.py OUT.json MODULE IN.json...
Symbols and relationships are concatenated; each graph's module name becomes MODULE.
"""
import json
import sys

out, module, inputs = sys.argv[1], sys.argv[2], sys.argv[3:]
merged = None
for path in inputs:
    with open(path, encoding="utf-8") as f:
        graph = json.load(f)
    if merged is None:
        merged = graph
        merged["module"]["name"] = module
        continue
    merged["symbols"].extend(graph["symbols"])
    merged["relationships"].extend(graph["relationships"])
with open(out, "w", encoding="utf-8") as f:
    json.dump(merged, f, sort_keys=True)
