"""Compact JSON text, made fast: orjson where it takes the value, the standard library
for what it refuses. A network host encodes four updates an action and writes a table's
save every 2 s while it plays (docs/network.md), and orjson makes the text about ten
times faster. It refuses what the standard library takes (keys that are not text,
integers past 64 bits, text that is not valid Unicode), and does not turn a dataclass or
a date into an object here: those go through the standard library, as they always did.
Text beyond ASCII is written as itself (UTF-8), not as ``\\u`` escapes; both read back
alike. orjson is loaded at the first text made, not with this module: it imports
``dataclasses`` and ``inspect``, which the app's first frame does without
(tests/test_launch_order.py)."""
from __future__ import annotations

import functools
import json

_ENCODER = json.JSONEncoder(separators=(",", ":"), check_circular=False)   # trees made by the app


@functools.cache
def _fast():
    """orjson's ``dumps`` and the options it is called with, or None without orjson."""
    try:
        import orjson
    except ImportError:   # an install made before orjson was among the dependencies: the standard library
        return None
    return orjson.dumps, orjson.OPT_PASSTHROUGH_DATACLASS | orjson.OPT_PASSTHROUGH_DATETIME | orjson.OPT_PASSTHROUGH_SUBCLASS


def compact(value: object) -> str:
    """``value`` as compact JSON text (no spaces), as ``json.dumps`` with
    ``separators=(",", ":")`` makes it but for the escapes above."""
    fast = _fast()
    if fast is None:
        return _ENCODER.encode(value)
    try:
        return fast[0](value, option=fast[1]).decode("utf-8")
    except TypeError:
        return _ENCODER.encode(value)
