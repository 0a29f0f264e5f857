"""Reading a desktop entry's Exec line, and a fake installed app to point it at."""
from __future__ import annotations
import re
from pathlib import Path


def tree(root: Path) -> set[str]:
    return {str(p.relative_to(root)) for p in root.rglob("*")} if root.exists() else set()


def exec_words(entry: Path) -> list[str]:
    """The command a desktop runs for the entry, read the way the desktop entry spec
    says: string escapes first, then Exec's own quoting, then '%%' is a '%'."""
    line = next(x for x in entry.read_text(encoding="utf-8").splitlines() if x.startswith("Exec="))
    value = re.sub(r"\\(.)", lambda m: {"s": " ", "n": "\n", "t": "\t", "r": "\r"}.get(m[1], m[1]),
                   line[len("Exec="):])
    words, word, quoted, chars = [], None, False, iter(value)
    for char in chars:
        if quoted and char == "\\":
            word += next(chars)
        elif char == '"':
            quoted, word = not quoted, word or ""
        elif char == " " and not quoted:
            if word is not None:
                words.append(word)
            word = None
        else:
            word = (word or "") + char
    words += [word] if word is not None else []
    # A field code such as %f stands for a file the desktop passes, or for nothing.
    return [w.replace("%%", "%") for w in words if not re.fullmatch(r"%[fFuU]", w)]


def fake_app(folder: Path) -> list[str]:
    folder.mkdir(parents=True)
    program = folder / "tarot-table"
    program.write_text("#!/bin/sh\n")
    program.chmod(0o755)
    return [str(program)]
