"""Words wrapped to a width (theme.wrap) break where measuring the line again after every
word breaks them: the wrap finds each line's last word from a guess and measures a few
lines (issue 29: a judge's help line in Tournament of Queens' status bar was measured 35
times in the frame it first showed in). Checked on the games' own long texts (their rules
and the words of their places), at the type sizes and widths the table sets them at."""
from __future__ import annotations

from pathlib import Path

import pytest

from tarot_table.table import theme

GAMES_DIR = Path(theme.__file__).resolve().parents[1] / "games"


def measured_after_every_word(words: str, px: int, width: int) -> tuple[str, ...]:
    """The plain wrap: each word tried on the line, the line measured each time."""
    f = theme.font(px)
    lines: list[str] = []
    for paragraph in words.split("\n"):
        line = ""
        for word in paragraph.split():
            trial = f"{line} {word}".strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


def texts() -> list[str]:
    """Paragraphs of every game's rules and words of its places (terms.toml), long ones first."""
    found = []
    for path in sorted(GAMES_DIR.glob("*/rules.md")) + sorted(GAMES_DIR.glob("*/terms.toml")):
        found += [block for block in path.read_text(encoding="utf-8").split("\n\n") if len(block.split()) > 3]
    return sorted(found, key=len, reverse=True)[:120]


@pytest.mark.parametrize("px", [13, 15, 16, 22, 30])
def test_wrapped_lines_are_those_of_measuring_after_every_word(app, px):
    paragraphs = texts()
    assert len(paragraphs) > 60
    for width in (90, 260, 459, 612, 1100):
        for words in paragraphs:
            theme._wrapped.cache_clear()
            assert tuple(theme.wrap(words, px, width)) == measured_after_every_word(words, px, width), (px, width)


def test_a_line_takes_its_first_word_however_wide_and_blank_paragraphs_stay(app):
    assert theme.wrap("Antidisestablishmentarianism rules", 13, 20) == ["Antidisestablishmentarianism", "rules"]
    assert theme.wrap("one  two\n\nthree", 13, 2000) == ["one two", "", "three"]
    assert theme.wrap("", 13, 100) == [""]
