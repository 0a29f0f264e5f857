"""The key a position is known by in the solver's tables: a digest of everything that
can bear on what happens next, which is the whole state but its log (``story``) and
its move count (no rule reads either).

``position_key`` gives the solver's own key for a game, which also leaves out what the
game declares bears on nothing (its ``Shortcuts``: tallies, places whose piles may be
exchanged, piles whose order is never read, cards no rule tells apart, which cards lie
where in the part of a pile that never leaves it, and the order of a pile poured on top
of such a part), so positions
that differ only there are searched once. A key writes again only the piles that changed
since it last wrote them: a move changes a few piles of the dozen or more a key writes."""
from __future__ import annotations

from hashlib import blake2b
from operator import attrgetter
from typing import Callable

from tarot_table.cards import TAROT_DECK
from tarot_table.games.base import Game, Placed, State

_LIES = {(False, False): "v-", (False, True): "vr", (True, False): "^-", (True, True): "^r"}


def state_key(state: State) -> bytes:
    """A 128-bit digest of the position: the generator's state, who is to act, the
    game's values and every card, where it lies, face up or down, upright or reversed.
    Two positions share a key only if they are the same position (or by a digest
    collision, about one chance in 10^38 per pair)."""
    parts = [str(state.rng.state), str(state.to_act), repr(state.data)]
    lies = _LIES
    for zone, pile in state.zones.items():
        parts.append(zone)
        parts.extend([p.card + lies[p.face_up, p.reversed] for p in pile])
    return blake2b("|".join(parts).encode(), digest_size=16).digest()


def position_key(game: Game, state: State, hopeful: bool = False) -> Callable[[State], bytes]:
    """The solver's key for positions of ``game`` played with ``state``'s options:
    ``state_key`` less what the game declares bears on nothing. Two positions share it
    only if they are the same up to those declarations, which
    tests/test_solver_pruning.py proves move by move for each game. ``hopeful``: with the
    game's wider merge for proofs that only look for wins (``Shortcuts.hopeful_lasting``),
    where it has one: such a key may share a won position's key with a lost one's. Such
    a key carries the merge it makes (``key.wider``, a ``WiderMerge``), which tells
    whether it has yet keyed a position otherwise than the sound key does."""
    shortcuts = game.shortcuts
    if shortcuts is None:
        return state_key
    tallies = shortcuts.tallies
    groups = tuple(shortcuts.interchangeable(state))
    unordered = shortcuts.unordered(state)
    alike = shortcuts.alike(state)
    lasting = shortcuts.lasting(state)
    wider = WiderMerge(shortcuts.hopeful_lasting(state), lasting) if hopeful and shortcuts.hopeful_lasting(state) else None
    lasting = wider or lasting
    poured = shortcuts.poured_onto if lasting else {}
    if not (tallies or groups or unordered or alike or lasting):
        return state_key
    grouped = frozenset(zone for group in groups for zone in group)
    tokens = _Tokens(_name_alike(alike))
    written = tokens.written
    up, down, up_turned, down_turned = tokens.up, tokens.down, tokens.up_turned, tokens.down_turned
    # Each pile's text as this key last wrote it: (the pile as it was, ``below``, sorted, the
    # text). A pile's text is made from its records' cards and ways of lying alone, in order,
    # with ``below`` and whether it is sorted; lists of records compare equal exactly when
    # those are the same (``Placed``'s compared fields), record for record, and the shared
    # records compare by identity first, in C. Positions searched one after the other share
    # most piles: a move changes one to four of them.
    last_written: dict[str, tuple] = {}

    def key(position: State) -> bytes:
        data = position.data
        if tallies:
            data = {name: value for name, value in data.items() if name not in tallies}
        parts = [str(position.rng.state), str(position.to_act), repr(data)]
        zones = position.zones
        settled = lasting(position) if lasting else None
        for zone, pile in zones.items():
            if not pile or zone in grouped:   # an empty place is told by its name's absence
                continue
            if settled and zone in settled:   # the cards that never leave, by their number
                below = settled[zone]
            else:
                below = None
            sort = zone in unordered or (zone in poured and _lasts(settled, poured[zone], zones))
            parts.append(zone)
            last = last_written.get(zone)
            if last is not None and last[0] == pile and last[1] == below and last[2] == sort:
                parts.append(last[3])   # written as last time
                continue
            shown = pile if below is None else pile[:below]
            # written out here, not by ``written``: a key writes a dozen piles
            if alike:
                cards = [(up_turned if p.face_up else down_turned)[p.card] if p.reversed
                         else (up if p.face_up else down)[p.card] for p in shown]
            elif below is None and not sort:
                text = _joined(shown)   # the commonest pile: its records' tokens joined in one call
                last_written[zone] = (pile[:], below, sort, text)
                parts.append(text)
                continue
            else:   # each record's token kept on it (``Placed.keyed``): one read a card
                cards = [p.keyed or _keyed(p) for p in shown]
            if below is not None:
                cards.append(f"+{len(pile) - below}")
            if sort:
                cards.sort()
            text = "|".join(cards)
            last_written[zone] = (pile[:], below, sort, text)
            parts.append(text)
        for group in groups:   # each group's piles as a sorted list, whatever place holds each
            parts.append("(")
            parts.extend(sorted([",".join(written(zones[zone])) for zone in group]))
            parts.append(")")
        return blake2b("|".join(parts).encode(), digest_size=16).digest()

    key.wider = wider
    return key


class WiderMerge:
    """A wider merge (``Shortcuts.hopeful_lasting``) as a key uses it, noting whether it
    has yet named for a position other places than the sound merge (``Shortcuts.lasting``)
    does (``made``). Until it has, every key made with it is the one the sound key gives:
    the key reads the merge's answer alone (which places it writes by their number, and
    whether a pile poured on top of them is sorted), the same answer each time. So a proof
    keyed with it that ends while ``made`` is False has noted lost, and looked up, only
    sound keys, and proves what a proof keyed soundly proves."""

    def __init__(self, wider: Callable[[State], dict[str, int]], sound: Callable[[State], dict[str, int]] | None) -> None:
        self.wider, self.sound, self.made = wider, sound, False

    def __call__(self, position: State) -> dict[str, int]:
        settled = self.wider(position)
        if not self.made and (settled or {}) != ((self.sound(position) if self.sound else None) or {}):
            self.made = True
        return settled


def _joined(pile: list[Placed]) -> str:
    """The tokens of a pile's records (``Placed.keyed``) joined by "|", bottom first: read
    and joined in C where every record has its token already, as nearly every one has once
    the search is under way; else with each missing token written (``_keyed``)."""
    try:
        return "|".join(map(_KEYED, pile))
    except TypeError:   # a record no key has met yet: no token on it
        return "|".join([p.keyed or _keyed(p) for p in pile])


_KEYED = attrgetter("keyed")


def _keyed(placed: Placed) -> str:
    """The token of a card lying as ``placed`` lies, in a key with no alike cards (the
    same in every such key: its short name and the way it lies), kept on the record
    (``Placed.keyed``; records are shared and never change, so a token is written once)."""
    token = _short(placed.card) + _LIES[placed.face_up, placed.reversed]
    object.__setattr__(placed, "keyed", token)   # frozen: set once, as ``Placed.over`` is
    return token


def _lasts(settled: dict[str, int] | None, zone: str, zones: dict[str, list]) -> bool:
    """Whether ``settled`` (``Shortcuts.lasting``'s answer) says a card of ``zone`` never
    leaves it."""
    return settled is not None and zone in settled and settled[zone] < len(zones[zone])


class _Tokens:
    """A card lying one way (name, face up or down, upright or reversed), as the key
    writes it: a table for each way of lying, each card's entry worked out the first
    time it is met and looked up after (a key writes every card on the table)."""

    def __init__(self, named: Callable[[str], str]) -> None:
        self.up, self.down, self.up_turned, self.down_turned = (
            _LieTable(named, _LIES[lie]) for lie in ((True, False), (False, False), (True, True), (False, True)))

    def written(self, pile: list) -> list[str]:
        """The tokens of a pile's cards, bottom first."""
        up, down, up_turned, down_turned = self.up, self.down, self.up_turned, self.down_turned
        return [(up_turned if p.face_up else down_turned)[p.card] if p.reversed else (up if p.face_up else down)[p.card]
                for p in pile]


class _LieTable(dict):
    """Each card's token for one way of lying: its name in the key and the way's mark."""

    def __init__(self, named: Callable[[str], str], mark: str) -> None:
        super().__init__()
        self.named, self.mark = named, mark

    def __missing__(self, card: str) -> str:
        token = self[card] = _short(self.named(card)) + self.mark
        return token


def _short(name: str) -> str:
    """A short name for a card's name in the key (a key hashes every card on the table:
    shorter names, less to join and hash): each of the tarot's cards, and the one name
    of alike cards, by a number given once for all, so that keys made in any thread
    name a card the same way (numbers handed out as names came could give two names one
    number when two threads met new names at once); any other name whole, marked so
    that it is no number."""
    return _SHORT.get(name) or "=" + name


def _name_alike(alike: frozenset[str]) -> Callable[[str], str]:
    """A card's name in the key: one name for all the cards no rule tells apart."""
    if not alike:
        return str
    return lambda card: ALIKE if card in alike else card


ALIKE = "~alike"   # no card's name has a "~"
_SHORT = {name: format(number, "x") for number, name in enumerate(TAROT_DECK + (ALIKE,))}
