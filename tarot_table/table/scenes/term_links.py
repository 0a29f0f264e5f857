"""Words with a game's terms in them, wrapped into a box, each term drawn as a link (in
the accent colour, underlined) that the page can open the rules at. The terms are the
game's own (games/glossary.py); this module only draws them and says where they went."""
from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from tarot_table.games.glossary import Term, find_terms
from tarot_table.table import theme


@dataclass(frozen=True)
class TermLink:
    rect: pygame.Rect
    term: Term


def linked_words(words: str, terms: tuple[Term, ...]) -> list[list[tuple[str, Term | None]]]:
    """The words one by one, each as its pieces: the part a term covers, and the rest
    (punctuation glued to it: "(", "Satchel", ","). Only a term's first mention is a link."""
    owner: list[Term | None] = [None] * len(words)
    seen: set[str] = set()
    for start, end, term in find_terms(words, terms):
        if term.name not in seen:
            seen.add(term.name)
            owner[start:end] = [term] * (end - start)
    groups = []
    for match in re.finditer(r"\S+", words):
        pieces: list[tuple[str, Term | None]] = []
        for i in range(match.start(), match.end()):
            if pieces and owner[i] is pieces[-1][1]:
                pieces[-1] = (pieces[-1][0] + words[i], owner[i])
            else:
                pieces.append((words[i], owner[i]))
        groups.append(pieces)
    return groups


def draw_linked(surface: pygame.Surface, words: str, rect: pygame.Rect, px: int, terms: tuple[Term, ...],
                colour=None) -> tuple[int, list[TermLink]]:
    """``words`` wrapped in ``rect``'s width from its top; returns the height used and
    where each term's words were drawn."""
    f = theme.font(px)
    step = int(f.get_linesize() * 1.3 / 1.2)   # as theme.text_block spaces its lines
    space = f.size(" ")[0]
    x, y = rect.left, rect.top
    links: list[TermLink] = []
    for pieces in linked_words(words, terms):
        w = f.size("".join(text for text, _ in pieces))[0]
        if x > rect.left and x + w > rect.right:
            x, y = rect.left, y + step
        for text, term in pieces:
            drawn = theme.text(surface, text, (x, y), px, theme.ACCENT if term else colour)
            if term is not None:
                pygame.draw.line(surface, theme.ACCENT, (drawn.left, drawn.bottom - 2), (drawn.right, drawn.bottom - 2))
                links.append(TermLink(drawn, term))
            x += f.size(text)[0]
        x += space
    return y + step - rect.top, links
