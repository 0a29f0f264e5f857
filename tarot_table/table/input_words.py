"""An instruction in the words of the way the player is playing.

The games, lessons and coaching notes write their instructions once, for the mouse
("Drag the Star to the Bank", "Click Destiny", "drop it on the Fool", "Right-click a
card to read it"). A player whose last input at the table was a key (the table's
``keyboard``, keyboard.py) reads and hears them said the key way instead: a card is
picked up with Enter, taken to its place with the arrows (or Tab) and laid with Enter;
a click is Enter on the thing; I reads a card. ``for_player`` is the one place that
decides; every text the table shows or says as an instruction passes through it.
"""
from __future__ import annotations

import re
from functools import lru_cache

# where an instruction begins: the start, after a sentence's or a clause's mark, or
# after "or", "and", "then" (so "three drag queens" or "a click never..." stay)
_START = r"(?:^|(?<=[.:;,!?] )|(?<=\()|(?<=\bor )|(?<=\band )|(?<=\bthen ))"
# a destination: a place named with its article or a capital ("to the Bank", "onto
# judge 4", "to Destiny"), not a purpose ("to redraw", "to where it should go")
_PLACE = r"(?:(?:the|a|an|any|your|its|their|his|her|one|path|judge|it|them|what)\b|[A-Z])"
_PLACE_END = r"(?= to | for | until | and | or | then | ?[,.;:()]|$)"

# The patterns are kept as text and compiled by ``re`` (which keeps them) when first used:
# this module loads with the table scene, which the menu makes for each tile's picture,
# and ten patterns compiled there were some 12 million instructions the menu never used.

_DRAG = (
    _START + r"(?P<d>[Dd])rag (?P<what>[^.;:]+?)"
    r"(?: (?P<to>onto|into|to) (?P<where>" + _PLACE + r"[^,.;:()]*?)" + _PLACE_END
    + r"| (?P<here>here|there)(?= to (?!" + _PLACE + r")|[,.;:]|$)|(?= to [a-z]))")
_DROP = _START + r"(?P<d>[Dd])rop (?=[^.;:()]*?\b(?:on|onto|there|here)\b)"
_RIGHT_CLICK_LARGE = _START + r"(?P<r>[Rr])ight-click (?P<what>[^.;:,]+?) to see it large,? with "
_RIGHT_CLICK = _START + r"(?P<r>[Rr])ight-click (?![^.;:,]+? to see it large)"
BOTH_WAYS = "right-click or press I on "   # a card is read both ways, so said both ways
_CLICK_OR_KEY = _START + r"(?P<c>[Cc])lick or press "
_PUT_AWAY = r",? and click anywhere to put it away"   # a card seen large: I shows none
_CLICK_ANYWHERE = _START + r"(?P<c>[Cc])lick anywhere"
_CLICKING = _START + r"(?P<c>[Cc])licking "
_CLICK_TO = _START + r"(?P<c>[Cc])lick to "
_CLICK = _START + r"(?P<c>[Cc])lick "

PICK_UP = "Enter to pick up"
LAY = "arrows, Enter to lay it"


def for_player(scene, words: str) -> str:
    """``words`` as the player at ``scene`` should read them: the key way after a key."""
    if not words:
        return words
    return keyed(words) if getattr(scene, "keyboard", False) else both_ways(words)


@lru_cache(maxsize=512)
def both_ways(words: str) -> str:
    """A card read with a right-click said the way it reads with the mouse and the keys alike."""
    return re.sub(_RIGHT_CLICK, lambda m: _cased(m["r"], BOTH_WAYS), words)


def _cased(first: str, word: str) -> str:
    return word[0].upper() + word[1:] if first.isupper() else word


@lru_cache(maxsize=512)
def keyed(words: str) -> str:
    """The mouse's instructions in ``words`` said with keys. The first card move names
    its keys in full; any later one in the same words only says "move"."""
    told = [False]

    def drag(m: re.Match) -> str:
        move = _cased(m["d"], "move")
        first, told[0] = not told[0], True
        if m["where"] is not None:
            if not first:
                return f"{move} {m['what']} {m['to']} {m['where']}"
            return f"{move} {m['what']} ({PICK_UP}) {m['to']} {m['where']} ({LAY})"
        keys = f" ({PICK_UP}, {LAY})" if first else ""
        if m["here"] is not None:
            return f"{move} {m['what']} {m['here']}{keys}"
        return f"{move} {m['what']}{keys}"

    words = re.sub(_DRAG, drag, words)
    words = re.sub(_DROP, lambda m: _cased(m["d"], "lay "), words)
    if re.search(_RIGHT_CLICK_LARGE, words):
        words = re.sub(_PUT_AWAY, "", re.sub(_RIGHT_CLICK_LARGE,
                                             lambda m: _cased(m["r"], f"press I on {m['what']} to read "), words))
    words = both_ways(words)
    words = re.sub(_CLICK_OR_KEY, lambda m: _cased(m["c"], "press "), words)
    words = re.sub(_CLICK_ANYWHERE, lambda m: _cased(m["c"], "press any key"), words)
    words = re.sub(_CLICKING, "Enter on ", words)
    words = re.sub(_CLICK_TO, lambda m: _cased(m["c"], "press Enter to "), words)
    return re.sub(_CLICK, lambda m: _cased(m["c"], "press Enter on "), words)
