"""What each seat is told after a change, made once for all the seats and cut, seat by
seat, to what changed since that seat was last told.

A host tells every seat of every change, so what the seats share is made once a change
(``Round``): the piles two seats see alike (``Game.peek``'s ``shared``) and their JSON, the
list of seats, and the JSON text of the game's data, entry by entry.
What one seat was last told (``Told``) cuts its update to the piles that changed, the
entries of the game's data that changed (and the ones gone), and the seat lists and
options only when they changed. A player puts the whole back together
(``client.Player``); the first update of a connection is whole.
"""
from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field

from tarot_table.games.base import MadeOnce
from tarot_table.net import protocol

# the parts of an update told only when they change: (where, key)
FIXED = (("view", "options"), ("view", "seats"), ("view", "backs"), ("update", "seats"))

# A card as a pile is sent, (card, 1 face up, 1 reversed), by [face up][reversed]: the
# same four tuples for every pile, seat and table that holds the card, made once. A host
# of hundreds of tables made about 100 a move, kept until the next (the piles each player
# was last told), so the collector's youngest pass walked tens of thousands of them; and a
# pile unchanged since a player was told it is found so at once (each card the very tuple).
_SENT_CARD = MadeOnce(lambda card: (((card, 0, 0), (card, 0, 1)), ((card, 1, 0), (card, 1, 1))), limit=100_000)


@dataclass
class Round:
    """What is made once while every seat is told of one change. It lives only while
    they are told: what it made is found by the identity of what it was made from,
    which holds only while the game stands still."""

    piles: dict = field(default_factory=dict)   # the peeks' piles, each made once (``Game.peek``'s ``shared``)
    _piles: dict[int, tuple[object, list]] = field(default_factory=dict)
    _texts: dict[int, tuple[object, str]] = field(default_factory=dict)
    _entries: dict[int, tuple[dict, dict[str, str]]] = field(default_factory=dict)
    _made: dict[Hashable, object] = field(default_factory=dict)

    def once(self, name: Hashable, make):
        """What ``make()`` makes, made once for all the seats (the seat list, where a card lies)."""
        if name not in self._made:
            self._made[name] = make()
        return self._made[name]

    def zones(self, zones: dict[str, list]) -> dict[str, tuple]:
        """A peek's piles as sent, each pile made once for all the seats whose peeks share it.
        Tuples of text and numbers, not lists: each player's last piles are kept
        (``Told.zones``, tens of thousands of them in a host of hundreds of tables), and the
        garbage collector stops looking at such tuples after its first pass over them (a
        list it walks at every full pass)."""
        made, sent, card_as_sent = self._piles, {}, _SENT_CARD
        for zone, pile in zones.items():
            known = made.get(id(pile))
            if known is None:
                known = made[id(pile)] = (pile, tuple([card_as_sent[p.card][1 if p.face_up else 0][1 if p.reversed else 0]
                                                       for p in pile]))
            sent[zone] = known[1]
        return sent

    def text(self, value: object) -> str:
        """``value`` as JSON text, made once for all the seats it is the same object for."""
        made = self._texts.get(id(value))
        if made is None:
            made = self._texts[id(value)] = (value, protocol.encode(value))   # kept: its id stays its own
        return made[1]

    def entries(self, data: dict) -> dict[str, str]:
        """Each entry of a game's data as JSON text, made once for all seats shown it."""
        made = self._entries.get(id(data))
        if made is None:
            made = self._entries[id(data)] = (data, {key: protocol.encode(value) for key, value in data.items()})
        return made[1]


@dataclass
class Told:
    """What one player was last told."""

    story: int = 0                       # the lines of the game's story sent
    story_edits: int = 0                 # the table's story_edits when the story was last sent whole
    zones: dict | None = None            # the piles as last sent
    data: dict[str, str] | None = None   # the game's data, each entry as JSON text
    fixed: dict[tuple[str, str], str] = field(default_factory=dict)   # FIXED parts as JSON text

    def story_start(self, edits: int) -> int:
        """The first line of the story to send: the whole story again once the host has
        rewritten it (a seat named: ``NetTable.story_edits`` counts it)."""
        if self.story_edits != edits:
            self.story, self.story_edits = 0, edits
        return self.story

    def cut(self, update: dict, round: Round) -> dict:
        """``update`` cut to what changed since this player was last told, and noted as told."""
        view = update["view"]
        zones = view["zones"]
        if self.zones is not None:
            told = self.zones
            view["zones"] = {zone: pile for zone, pile in zones.items() if told.get(zone) != pile}
            update["changed_zones_only"] = True
        self.zones = zones
        entries = round.entries(view["data"])
        if self.data is not None:
            told = self.data
            view["data"] = {key: value for key, value in view["data"].items() if told.get(key) != entries[key]}
            gone = [key for key in told if key not in entries]
            if gone:
                update["data_gone"] = gone
            update["changed_data_only"] = True
        self.data = entries
        for where, key in FIXED:
            part = view if where == "view" else update
            text = round.text(part[key])
            if self.fixed.get((where, key)) == text:
                del part[key]
            self.fixed[where, key] = text
        self.story = update["story_from"] + len(view["story"])
        return update

    def told_seats(self, seats: list, round: Round) -> None:
        """The seat list was sent apart (``seats``): the next update tells it only if it
        changes again."""
        self.fixed["update", "seats"] = round.text(seats)
