"""A game's own words for a newcomer, read from ``terms.toml`` in its folder: each term
with a line saying what it is, and the places on the table it names. The rules page
explains each term, in bold, where it first appears (tests/test_rules_pages.py);
hovering a place's label on the table shows its term's line; the new-game page links
the terms its options use to the rules. Nothing here draws."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from fnmatch import translate
from functools import lru_cache
from pathlib import Path

from tarot_table.tomlfile import FileProblem, read_toml

TERMS_FILE = "terms.toml"
MAX_BYTES = 64 * 1024
MAX_TERMS = 200
MAX_WORDS = 400   # a term's line, in characters


@dataclass(frozen=True)
class Term:
    name: str                     # as the rules page writes it ("Destiny", "wild pack")
    means: str                    # one or two plain sentences
    zones: tuple[str, ...] = ()   # zone names, or patterns for one per suit or seat ("arcana_*")
    spaces: tuple[str, ...] = ()  # the kinds of board space it names ("jail")
    zone_pattern: re.Pattern | None = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # its zones' patterns compiled as the term is read, not when a place's tip first
        # asks (nine patterns compiled were half of that frame: docs/performance.md)
        joined = "|".join(f"(?:{translate(zone)})" for zone in self.zones)
        object.__setattr__(self, "zone_pattern", re.compile(joined) if joined else None)

    def names_zone(self, zone: str) -> bool:
        """Whether one of its zones, or their patterns ("arcana_*"), names ``zone``."""
        return self.zone_pattern is not None and self.zone_pattern.match(zone) is not None

    def pattern(self) -> re.Pattern:
        """The term as a whole word, plural or past ("secured") allowed; a term written in
        lower case is also found at the start of a sentence."""
        first = self.name[0]
        head = f"[{first}{first.upper()}]" if first.islower() else re.escape(first)
        return re.compile(rf"(?<![\w-]){head}{re.escape(self.name[1:])}(?:s|es|d|ed)?(?![\w-])")


@lru_cache(maxsize=16)
def read_terms(folder: Path) -> tuple[Term, ...]:
    """The terms of the game in ``folder`` (none when it has no terms file)."""
    path = folder / TERMS_FILE
    if not path.exists():
        return ()
    data = read_toml(path, MAX_BYTES)
    entries = data.get("term", [])
    if not isinstance(entries, list) or len(entries) > MAX_TERMS:
        raise FileProblem(f"{path}: 'term' must be a list of at most {MAX_TERMS} tables")
    return tuple(_term(path, entry) for entry in entries)


def _term(path: Path, entry) -> Term:
    if not isinstance(entry, dict):
        raise FileProblem(f"{path}: every term is a table")
    name, means = entry.get("name"), entry.get("means")
    zones, spaces = entry.get("zones", []), entry.get("spaces", [])
    if not (isinstance(name, str) and 0 < len(name) <= 40 and isinstance(means, str) and 0 < len(means) <= MAX_WORDS):
        raise FileProblem(f"{path}: a term needs a short name and a line of at most {MAX_WORDS} characters ({name!r})")
    for listed in (zones, spaces):
        if not (isinstance(listed, list) and all(isinstance(z, str) and 0 < len(z) <= 40 for z in listed)):
            raise FileProblem(f"{path}: the zones and spaces of {name!r} must be lists of names")
    return Term(name, means, tuple(zones), tuple(spaces))


def term_of_zone(terms: tuple[Term, ...], zone: str) -> Term | None:
    """The term that says what ``zone`` is, if one names it."""
    return next((term for term in terms if term.names_zone(zone)), None)


def term_of_space(terms: tuple[Term, ...], kind: str) -> Term | None:
    """The term that says what a board space of ``kind`` is, if one names it."""
    return next((term for term in terms if kind in term.spaces), None)


def find_terms(words: str, terms: tuple[Term, ...]) -> list[tuple[int, int, Term]]:
    """Where each term stands in ``words``, as (start, end, term), in order, none
    overlapping (the longer term wins: "wild pack" before "pack")."""
    found: list[tuple[int, int, Term]] = []
    for term in sorted(terms, key=lambda t: -len(t.name)):
        for match in term.pattern().finditer(words):
            if all(match.end() <= start or match.start() >= end for start, end, _ in found):
                found.append((match.start(), match.end(), term))
    return sorted(found, key=lambda hit: hit[0])
