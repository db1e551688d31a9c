#!/usr/bin/env python3
"""Validates files against a JSON Schema with the jsonschema package (python3-jsonschema):
what SchemaAgreementTests compares with chatshot's own decoder.

  scripts/schema-verdicts.py SCHEMA < paths     one verdict per path, in order:
                                                "valid" or "invalid: <why>"

A file is read as chatshot reads JSON: strict UTF-8, no NaN or Infinity, no duplicate keys,
no lone surrogates (RFC 8259 leaves those to the reader; chatshot refuses them), so the
schema alone decides the rest.
"""
import json
import sys

import jsonschema


def strict_pairs(pairs):
    keys = [k for k, _ in pairs]
    if len(keys) != len(set(keys)):
        raise ValueError("duplicate key")
    return dict(pairs)


def reject_constant(name):
    raise ValueError(f"{name} is not JSON")


def has_lone_surrogate(value):
    if isinstance(value, str):
        return any(0xD800 <= ord(c) <= 0xDFFF for c in value)
    if isinstance(value, list):
        return any(has_lone_surrogate(v) for v in value)
    if isinstance(value, dict):
        return any(has_lone_surrogate(k) or has_lone_surrogate(v) for k, v in value.items())
    return False


def verdict(validator, path):
    try:
        with open(path, "rb") as f:
            text = f.read().decode("utf-8")
        document = json.loads(
            text, object_pairs_hook=strict_pairs, parse_constant=reject_constant)
    except (UnicodeDecodeError, ValueError) as error:
        return "invalid: not JSON: " + str(error).splitlines()[0]
    if has_lone_surrogate(document):
        return "invalid: not JSON: a lone surrogate"
    error = jsonschema.exceptions.best_match(validator.iter_errors(document))
    if error is None:
        return "valid"
    where = "/".join(str(p) for p in error.absolute_path)
    return "invalid: " + where + ": " + error.message.splitlines()[0][:200]


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        schema = json.load(f)
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    validator = cls(schema)
    for line in sys.stdin:
        path = line.rstrip("\n")
        if path:
            print(verdict(validator, path), flush=True)


if __name__ == "__main__":
    main()
