"""Broken save files and the message each must give."""
import pickle


BAD_FILES = {
    "empty": (b"", "is empty"),
    "not json": (b"hello, this is not a save", "not valid JSON"),
    "wrong shape": (b'["a", "list"]', "not a Tarot Table save"),
    "unknown format": (b'{"format": "chess-save", "version": 1}', "not a Tarot Table save"),
    "newer version": (b'{"format": "tarot-table-save", "version": 99}', "newer Tarot Table"),
    "nan": (b'{"format": "tarot-table-save", "version": NaN}', "holds a value none of our files contains (NaN)"),
    "deep nesting": (b"[" * 100000 + b"]" * 100000, "nested too deeply"),
    "pickle": (pickle.dumps({"format": "tarot-table-save"}), "is not text"),
}
